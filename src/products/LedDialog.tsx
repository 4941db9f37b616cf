// The LED control modal of the product list (doc 2 §2 Modals, §7 POST /tag/led, §9): duration 5, state 0,
// brightness 1 and blinking speed 2 by default; blinking / returning time 1, 2 or 3 seconds. The command goes to
// every tag showing the selected products; 'no matching tags' counts as success (src/tags/assign/api.ts).
import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { blinkLed } from '../tags/assign/api';
import { ProductCommandDialog, type ProductCommandProps } from './ProductCommandDialog';

/** doc 2 §9 LED defaults */
export const LED_DEFAULTS = { duration: 5, ledState: 0, ledBrightness: 1, blinkingSpeed: 2 } as const;
/** doc 1 §9, doc 2 §9: blinking or returning time choices, seconds */
export const BLINK_SECONDS = [1, 2, 3] as const;

type Led = { -readonly [K in keyof typeof LED_DEFAULTS]: number };

export function LedDialog({ storeCode, prCodes, onClose }: ProductCommandProps) {
  const translate = useTranslate();
  const [led, setLed] = useState<Led>({ ...LED_DEFAULTS });
  const number = (field: keyof Led, min: number, max: number) => (
    <TextField
      size="small"
      type="number"
      label={translate(`app.products.led.${field}`)}
      value={led[field]}
      onChange={(event) => setLed({ ...led, [field]: Number(event.target.value) })}
      slotProps={{ htmlInput: { min, max, 'data-testid': `led-${field}` } }}
    />
  );
  return (
    <ProductCommandDialog
      title={translate('app.products.led.title', { smart_count: prCodes.length })}
      testId="led"
      send={() =>
        blinkLed(
          storeCode,
          prCodes.map((prCode) => ({ prCode, ...led })),
        )
      }
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {number('duration', 1, 3600)}
        {number('ledState', 0, 255)}
        {number('ledBrightness', 0, 255)}
        <TextField
          select
          size="small"
          label={translate('app.products.led.blinkingSpeed')}
          value={led.blinkingSpeed}
          onChange={(event) => setLed({ ...led, blinkingSpeed: Number(event.target.value) })}
        >
          {BLINK_SECONDS.map((s) => (
            <MenuItem key={s} value={s}>
              {translate('app.products.led.seconds', { smart_count: s })}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </ProductCommandDialog>
  );
}
