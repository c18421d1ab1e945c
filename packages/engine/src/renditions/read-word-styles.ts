import { childElement, childElements, wholeNumber, type XmlElement } from './parse-xml.ts';

/** A Word document's styles (word/styles.xml), each property looked up through the styles it is based on. */
export interface WordStyles {
  /** The paragraph style of a paragraph that names none (Word's "Normal"). */
  defaultParagraphStyle: string | null;
  /** 0 for a title, 1–9 for a heading, null for body text: by the style's built-in name or its outline level. */
  headingLevel(styleId: string): number | null;
  /** The first value `read` finds in the paragraph properties of the style or the styles it is based on. */
  paragraphProperty<T>(styleId: string, read: (properties: XmlElement) => T | undefined): T | undefined;
  /** The same for run properties (bold, capitals, hidden text). */
  runProperty<T>(styleId: string, read: (properties: XmlElement) => T | undefined): T | undefined;
}

interface StyleDefinition {
  name: string;
  basedOn: string | null;
  paragraph: XmlElement | null;
  run: XmlElement | null;
}

/** Styles based on styles further than this are a loop or a hostile file: Word's own chains are a few deep. */
const MAX_STYLE_CHAIN = 32;

/** Heading levels of the built-in style names, which Word writes in English whatever the document's language. */
function builtInHeadingLevel(name: string): number | null | undefined {
  if (name === 'title') return 0;
  const heading = /^heading ([1-9])$/.exec(name);
  return heading ? Number(heading[1]) : undefined;
}

/** Word's outline level of a paragraph's properties: 0–8 a heading level less one, 9 body text. */
export function outlineHeadingLevel(properties: XmlElement | null): number | null | undefined {
  const level = wholeNumber(childElement(properties, 'w:outlineLvl'));
  if (level === undefined) return undefined;
  return level >= 0 && level <= 8 ? level + 1 : null;
}

export function readWordStyles(root: XmlElement | null): WordStyles {
  const styles = new Map<string, StyleDefinition>();
  let defaultParagraphStyle: string | null = null;
  for (const style of childElements(root, 'w:style')) {
    const id = style.attributes['w:styleId'];
    if (id === undefined || styles.has(id)) continue;
    styles.set(id, {
      name: (childElement(style, 'w:name')?.attributes['w:val'] ?? '').toLowerCase(),
      basedOn: childElement(style, 'w:basedOn')?.attributes['w:val'] ?? null,
      paragraph: childElement(style, 'w:pPr'),
      run: childElement(style, 'w:rPr'),
    });
    if (style.attributes['w:type'] === 'paragraph' && style.attributes['w:default'] === '1') defaultParagraphStyle ??= id;
  }

  function* chain(styleId: string): Generator<{ id: string; style: StyleDefinition | undefined }> {
    const seen = new Set<string>();
    let id: string | null = styleId;
    while (id !== null && !seen.has(id) && seen.size < MAX_STYLE_CHAIN) {
      seen.add(id);
      const style = styles.get(id);
      yield { id, style };
      id = style?.basedOn ?? null;
    }
  }

  const lookUp = <T>(styleId: string, part: 'paragraph' | 'run', read: (properties: XmlElement) => T | undefined) => {
    for (const { style } of chain(styleId)) {
      const properties = style?.[part];
      const value = properties ? read(properties) : undefined;
      if (value !== undefined) return value;
    }
    return undefined;
  };

  return {
    defaultParagraphStyle,
    headingLevel(styleId) {
      for (const { id, style } of chain(styleId)) {
        // Without styles.xml the style's id is all there is, and Word's ids for its headings are "Heading1" and "Title".
        const level = builtInHeadingLevel(style ? style.name : id.toLowerCase().replace(/^heading(\d)$/, 'heading $1'));
        if (level !== undefined) return level;
        const outline = outlineHeadingLevel(style?.paragraph ?? null);
        if (outline !== undefined) return outline;
      }
      return null;
    },
    paragraphProperty: (styleId, read) => lookUp(styleId, 'paragraph', read),
    runProperty: (styleId, read) => lookUp(styleId, 'run', read),
  };
}
