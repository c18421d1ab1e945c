import { SaxesParser, type SaxesTagNS } from 'saxes';
import { ingestionErrors } from '../ingestion-error.ts';

/** An element of a Word part, its name given the usual prefix of its namespace ("w:p"), whatever prefix the file used. */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  /** Child elements and, inside text elements only, their text. */
  children: (XmlElement | string)[];
}

/** Limits on one document's XML: how deep it nests, and how many elements all its parts have together. */
export interface XmlLimits {
  maxDepth: number;
  maxElements: number;
}

const PREFIXES: Record<string, string> = {
  'http://schemas.openxmlformats.org/wordprocessingml/2006/main': 'w',
  'http://purl.oclc.org/ooxml/wordprocessingml/main': 'w',
  'http://schemas.openxmlformats.org/markup-compatibility/2006': 'mc',
  'http://schemas.openxmlformats.org/officeDocument/2006/relationships': 'r',
  'http://purl.oclc.org/ooxml/officeDocument/relationships': 'r',
  'http://schemas.openxmlformats.org/package/2006/relationships': 'rel',
  'http://schemas.openxmlformats.org/officeDocument/2006/math': 'm',
  'http://purl.oclc.org/ooxml/officeDocument/math': 'm',
};

/** The elements whose text is document text: everything else between tags is layout whitespace. */
const TEXT_ELEMENTS = new Set(['w:t', 'm:t']);

/**
 * Most elements of a Word part are leaves, many without attributes: they share these empty ones, which nothing
 * changes, rather than each holding its own (a third of the memory a large document's elements take).
 */
const NO_CHILDREN: (XmlElement | string)[] = [];
const NO_ATTRIBUTES: Record<string, string> = {};

function adopt(parent: XmlElement, child: XmlElement | string): void {
  if (parent.children === NO_CHILDREN) parent.children = [];
  parent.children.push(child);
}

const qualified = (uri: string, local: string) => {
  if (uri === '') return local;
  return `${PREFIXES[uri] ?? 'x'}:${local}`;
};

/**
 * Parses one XML part into elements, refusing what a Word document never has and a hostile one uses: a document type
 * declaration (the way to entity expansion, which saxes does not perform but which is refused before it gets the
 * chance), nesting beyond `maxDepth`, or more than `maxElements` in the parts parsed with the same `tally`. Malformed
 * XML is a damaged document. Returns the root element and the names of every element in the part.
 */
export function parseXml(
  text: string,
  limits: XmlLimits,
  tally: { elements: number },
): { root: XmlElement; names: Set<string> } {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) {
    throw ingestionErrors.unsafe('it declares XML entities, which Word never writes and entity-expansion attacks use', 'Word document');
  }
  const parser = new SaxesParser({ xmlns: true, position: false });
  const names = new Set<string>();
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  let failure: unknown = null;
  const stop = (error: unknown) => {
    failure ??= error;
    throw error;
  };
  parser.on('doctype', () =>
    stop(ingestionErrors.unsafe('it declares XML entities, which Word never writes and entity-expansion attacks use', 'Word document')),
  );
  parser.on('opentag', (tag: SaxesTagNS) => {
    if (stack.length >= limits.maxDepth) stop(ingestionErrors.unsafe(`its XML is nested more than ${limits.maxDepth} deep`, 'Word document'));
    if (++tally.elements > limits.maxElements) {
      stop(ingestionErrors.unsafe(`it has more than ${limits.maxElements.toLocaleString('en-GB')} XML elements`, 'Word document'));
    }
    let attributes = NO_ATTRIBUTES;
    for (const attribute of Object.values(tag.attributes)) {
      if (attributes === NO_ATTRIBUTES) attributes = {};
      attributes[qualified(attribute.uri, attribute.local)] = attribute.value;
    }
    const element: XmlElement = { name: qualified(tag.uri, tag.local), attributes, children: NO_CHILDREN };
    names.add(element.name);
    const parent = stack.at(-1);
    if (parent) adopt(parent, element);
    root ??= element;
    stack.push(element);
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  const onText = (content: string) => {
    const parent = stack.at(-1);
    if (parent && TEXT_ELEMENTS.has(parent.name)) adopt(parent, content);
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  try {
    parser.write(text).close();
  } catch (error) {
    throw failure ?? ingestionErrors.unreadableWord(error);
  }
  if (!root) throw ingestionErrors.unreadableWord();
  return { root, names };
}

const isElement = (node: XmlElement | string): node is XmlElement => typeof node !== 'string';

/** The child elements of `element`, all or those named `name`. */
export function childElements(element: XmlElement | null | undefined, name?: string): XmlElement[] {
  if (!element) return [];
  return element.children.filter((node): node is XmlElement => isElement(node) && (name === undefined || node.name === name));
}

/** The first child element named `name`. */
export function childElement(element: XmlElement | null | undefined, name: string): XmlElement | null {
  if (!element) return null;
  for (const node of element.children) if (isElement(node) && node.name === name) return node;
  return null;
}

/** An on/off attribute's value: absent is off. */
export const isOn = (value: string | undefined) => value !== undefined && ['1', 'true', 'on'].includes(value);

/** An on/off property such as <w:b/>: present means on unless its w:val says otherwise; absent is undefined. */
export function onOff(element: XmlElement | null): boolean | undefined {
  if (!element) return undefined;
  const value = element.attributes['w:val'];
  return value === undefined || isOn(value);
}

/** A whole-number attribute, or undefined when absent or not a number. */
export function wholeNumber(element: XmlElement | null, attribute = 'w:val'): number | undefined {
  const value = element?.attributes[attribute];
  if (value === undefined || !/^-?\d+$/.test(value.trim())) return undefined;
  return Number(value);
}
