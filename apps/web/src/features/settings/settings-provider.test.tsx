import { PRACTICE_AREAS, REGIONS } from '@dd/contracts';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSettings } from './settings-context.ts';
import { SettingsProvider } from './settings-provider.tsx';

const renderSettings = () => renderHook(() => useSettings(), { wrapper: SettingsProvider });

describe('settings holder', () => {
  it('starts with nothing selected', () => {
    const { result } = renderSettings();
    expect(result.current.regions).toEqual([]);
    expect(result.current.practiceAreas).toEqual([]);
  });

  it('toggles all regions on, then off', () => {
    const { result } = renderSettings();

    act(() => result.current.toggleRegion('England'));
    act(() => result.current.toggleAllRegions());
    expect(result.current.regions).toEqual([...REGIONS]);

    act(() => result.current.toggleAllRegions());
    expect(result.current.regions).toEqual([]);
  });

  it('toggles all practice areas by name', () => {
    const { result } = renderSettings();

    act(() => result.current.toggleAllPracticeAreas());
    expect(result.current.practiceAreas).toEqual(PRACTICE_AREAS.map((area) => area.name));

    act(() => result.current.togglePracticeArea('Litigation'));
    expect(result.current.practiceAreas).not.toContain('Litigation');
    act(() => result.current.toggleAllPracticeAreas());
    expect(result.current.practiceAreas).toHaveLength(PRACTICE_AREAS.length);
  });

  it('replaces the selection through its setters', () => {
    const { result } = renderSettings();

    act(() => result.current.setRegions(['Northern Ireland', 'Republic of Ireland']));
    act(() => result.current.setPracticeAreas(['Property Law']));

    expect(result.current.regions).toEqual(['Northern Ireland', 'Republic of Ireland']);
    expect(result.current.practiceAreas).toEqual(['Property Law']);
  });
});
