import { REGIONS, type UserConfigurationItem } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import { applyPayloads, changePayloads, selectionFromItems, undoPayloads } from './configuration-selection.ts';

const region = (value: string, is_active: boolean): UserConfigurationItem => ({ type: 'TYPE-REGION', value, is_active });

describe('selection from configuration items (spec §4)', () => {
  it('selects the active items and not the inactive ones, in the canonical order', () => {
    const items = [region('Wales', true), region('Scotland', false), region('England', true)];
    expect(selectionFromItems(items, REGIONS)).toEqual(['England', 'Wales']);
  });

  it('lets a later item for the same value win', () => {
    expect(selectionFromItems([region('Wales', true), region('Wales', false)], REGIONS)).toEqual([]);
    expect(selectionFromItems([region('Wales', false), region('Wales', true)], REGIONS)).toEqual(['Wales']);
  });

  it('ignores values the app does not offer', () => {
    expect(selectionFromItems([region('Atlantis', true), region('Wales', true)], REGIONS)).toEqual(['Wales']);
  });
});

describe('change payloads', () => {
  it('has one payload per changed value, removing the deselected ones', () => {
    expect(changePayloads('TYPE-REGION', ['England', 'Wales'], ['Scotland', 'England'], REGIONS)).toEqual([
      { type: 'TYPE-REGION', value: 'Scotland', should_remove: false },
      { type: 'TYPE-REGION', value: 'Wales', should_remove: true },
    ]);
  });

  it('is empty when nothing changed', () => {
    expect(changePayloads('TYPE-REGION', ['Wales'], ['Wales'], REGIONS)).toEqual([]);
  });

  it('applies to items as the server would, and undoes exactly', () => {
    const items = [region('England', true), region('Wales', true)];
    const payloads = changePayloads('TYPE-REGION', ['England', 'Wales'], ['England', 'Scotland'], REGIONS);

    const saved = applyPayloads(items, payloads);
    expect(selectionFromItems(saved, REGIONS)).toEqual(['Scotland', 'England']);
    expect(selectionFromItems(applyPayloads(saved, undoPayloads(payloads)), REGIONS)).toEqual(['England', 'Wales']);
  });
});
