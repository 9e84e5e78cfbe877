import { describe, expect, it } from 'vitest';
import { messageModules, uiMessages } from './catalog';

describe('design-system catalogue', () => {
  const modules = Object.entries(messageModules);

  it('finds the components’ messages', () => {
    expect(modules.length).toBeGreaterThan(0);
  });

  it.each(modules)('%s has Arabic and English for every message', (_file, module) => {
    for (const [key, descriptor] of Object.entries(module.messages)) {
      expect(descriptor.defaultMessage, `${key} English`).toBeTruthy();
      expect(module.arabic[key], `${key} Arabic`).toBeTruthy();
    }
    expect(Object.keys(module.arabic).sort()).toEqual(Object.keys(module.messages).sort());
  });

  it('has the same ids in both languages, with no duplicates across components', () => {
    const ids = modules.flatMap(([, module]) => Object.values(module.messages).map((descriptor) => descriptor.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(uiMessages.ar).sort()).toEqual(Object.keys(uiMessages.en).sort());
  });
});
