import { describe, expect, it } from 'vitest';
import { englishTemplate } from './englishText';
import { addCode, assignStep, deviceIdState, deviceIdText, parseDeviceId } from './deviceId';

/** a step with its message key replaced by the English text the operator reads */
const spoken = (step: ReturnType<typeof assignStep>) =>
  'message' in step ? { ...step, message: englishTemplate(step.message) } : step;

describe('device id entry (doc 3 §5)', () => {
  it('removes colons and dashes and lower-cases the text', () => {
    expect(parseDeviceId(' AA:BB-CC:dd:EE:ff ')).toEqual({ mac: 'aabbccddeeff' });
    expect(parseDeviceId('AA:BB:CC:DD:EE:FF')).toEqual({ mac: 'aabbccddeeff' });
    expect(parseDeviceId('aa-bb-cc-dd-ee-ff')).toEqual({ mac: 'aabbccddeeff' });
  });

  it('reads digits beyond 12 hex characters as the index', () => {
    expect(parseDeviceId('AABBCCDDEEFF3')).toEqual({ mac: 'aabbccddeeff', index: 3 });
    expect(parseDeviceId('aa:bb:cc:dd:ee:ff12')).toEqual({ mac: 'aabbccddeeff', index: 12 });
    expect(parseDeviceId('001122334455007')).toEqual({ mac: '001122334455', index: 7 });
  });

  it('refuses fewer than 12 hex characters, non-hex characters and a non-numeric suffix', () => {
    for (const text of ['', '   ', 'aabbccddeef', 'gabbccddeeff', 'aabbccddeeffx', 'aabbccddeeff1a', 'aa bb'])
      expect(parseDeviceId(text), text).toBeUndefined();
    expect(parseDeviceId('aabbccddeeff99999999999999999999')).toBeUndefined();
  });

  it('gives the states 0, 1 and 2 of the assign dialog (doc 3 §4)', () => {
    expect(deviceIdState('')).toBe(0);
    expect(deviceIdState('aabbccddee')).toBe(0);
    expect(deviceIdState('AA:BB:CC:DD:EE:FF')).toBe(1);
    expect(deviceIdState('AA:BB:CC:DD:EE:FF2')).toBe(2);
  });
});

describe('assign step', () => {
  const mac = 'aabbccddeeff';

  it('waits for a valid device id', () => {
    expect(assignStep('aabb', 'P1', [])).toEqual({ kind: 'wait' });
  });

  it('assigns the one typed code at the index of a MAC+index entry', () => {
    expect(assignStep('AA-BB-CC-DD-EE-FF4', ' P1 ', [])).toEqual({
      kind: 'assign',
      id: { mac, index: 4 },
      codes: ['P1'],
    });
    expect(deviceIdText({ mac, index: 4 })).toBe('aabbccddeeff4');
    expect(deviceIdText({ mac })).toBe(mac);
    expect(spoken(assignStep('aabbccddeeff4', '  ', []))).toEqual({
      kind: 'message',
      message: 'Enter Product Code, Please!',
    });
  });

  it('asks to add a typed code that is not in the list, and needs a code for a MAC', () => {
    expect(spoken(assignStep(mac, '', []))).toEqual({
      kind: 'message',
      message: 'Enter Product Code, Please!',
    });
    expect(spoken(assignStep(mac, 'P3', ['P1']))).toEqual({
      kind: 'ask',
      message: 'Do you want to add the entered product code to the list?',
    });
    expect(assignStep(mac, 'P1', ['P1', 'P2'])).toEqual({ kind: 'assign', id: { mac }, codes: ['P1', 'P2'] });
  });

  it('adds trimmed codes once and ignores blank ones', () => {
    expect(addCode([], ' P1 ')).toEqual(['P1']);
    expect(addCode(['P1'], 'P1')).toEqual(['P1']);
    expect(addCode(['P1'], '  ')).toEqual(['P1']);
  });
});
