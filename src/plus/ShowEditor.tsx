// The slide-show editor shared by the template editor and the device show editor (doc 3 §2, §3 Show, §4, §5,
// §9): slides with duration (default 30) and bgColor (default #000000); the layout at half scale; image, video,
// widget, webpage and product objects added from the palette, placed by drag and resized; the Delete key removes
// the selected object when no input has focus. The show is the caller's (controlled).
import { Button, Checkbox, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useEffect, useState } from 'react';
import {
  MEDIA_TYPES,
  newSlide,
  NO_MEDIA_MESSAGES,
  PRODUCT_SLOT_WIDTH,
  type MediaType,
  type ShowObject,
  type ShowObjectType,
  type Slide,
} from '../../domain/signageTemplate';
import { translateMessage } from '../i18n/serverMessages';
import { useErrorDialog } from '../layout/ErrorDialog';
import { listMedia } from './api';
import { TemplateCanvas } from './TemplateCanvas';
import { WebpageDialog } from './WebpageDialog';
import { plusMediaKeys } from '../generated/client';

const typing = () => {
  const el = document.activeElement;
  return (
    !!el &&
    (el.tagName === 'INPUT' ||
      el.tagName === 'TEXTAREA' ||
      el.tagName === 'SELECT' ||
      (el as HTMLElement).isContentEditable)
  );
};

export function ShowEditor({
  storeCode,
  width,
  height,
  show,
  onChange,
}: {
  storeCode: string;
  width: number;
  height: number;
  show: Slide[];
  onChange: (show: Slide[]) => void;
}) {
  const translate = useTranslate();
  const showError = useErrorDialog();
  const [current, setCurrent] = useState(0);
  const [selected, setSelected] = useState<number | null>(null);
  const [picking, setPicking] = useState<MediaType | null>(null);
  const [askingUrl, setAskingUrl] = useState(false);
  const words = (key: string) => translate(`app.plus.editor.${key}`);
  const media = useQuery({
    queryKey: [...plusMediaKeys.list({ storeCode, type: picking ?? '' }), 'data'],
    queryFn: ({ signal }) => listMedia(storeCode, picking!, signal),
    enabled: picking !== null,
  });
  const slides = show.length > 0 ? show : [newSlide()];
  const slide = slides[current] ?? slides[0];
  const setSlide = (next: Slide) => onChange(slides.map((s, i) => (i === current ? next : s)));
  const setObject = (index: number, object: ShowObject) =>
    setSlide({ ...slide, object: slide.object.map((o, i) => (i === index ? object : o)) });
  const add = (type: ShowObjectType, id: string, w = 300) => {
    const object: ShowObject = {
      type,
      id,
      left: 0,
      top: 0,
      width: Math.min(w, width),
      height,
      ...(type === 'product' ? { autoSize: false } : {}),
    };
    setSlide({ ...slide, object: [...slide.object, object] });
    setSelected(slide.object.length);
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Delete' || selected === null || typing()) return;
      setSlide({ ...slide, object: slide.object.filter((_, i) => i !== selected) });
      setSelected(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });
  useEffect(() => {
    if (!picking || !media.data) return;
    if (media.data.length === 0) void showError(translateMessage(translate, NO_MEDIA_MESSAGES[picking]));
  }, [media.data, picking, showError, translate]);
  const object = selected === null ? undefined : slide.object[selected];
  const numberInput = (field: 'left' | 'top' | 'width' | 'height') => (
    <TextField
      key={field}
      size="small"
      type="number"
      label={words(`object.${field}`)}
      value={object?.[field] ?? ''}
      onChange={(e) => object && setObject(selected!, { ...object, [field]: Number(e.target.value) })}
      slotProps={{ htmlInput: { 'data-testid': `object-${field}` } }}
      sx={{ width: 100 }}
    />
  );
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }} alignItems="center" flexWrap="wrap" useFlexGap>
        {slides.map((_, i) => (
          <Button
            key={i}
            size="small"
            variant={i === current ? 'contained' : 'outlined'}
            data-testid="slide-tab"
            aria-label={translate('app.plus.editor.slide', { n: i + 1 })}
            onClick={() => {
              setCurrent(i);
              setSelected(null);
            }}
          >
            {i + 1}
          </Button>
        ))}
        <Button
          size="small"
          data-testid="slide-add"
          aria-label={words('addSlide')}
          title={words('addSlide')}
          onClick={() => {
            onChange([...slides, newSlide()]);
            setCurrent(slides.length);
          }}
        >
          +
        </Button>
        {slides.length > 1 && (
          <Button
            size="small"
            color="error"
            data-testid="slide-remove"
            aria-label={words('removeSlide')}
            title={words('removeSlide')}
            onClick={() => {
              onChange(slides.filter((_, i) => i !== current));
              setCurrent(0);
            }}
          >
            -
          </Button>
        )}
        <TextField
          size="small"
          type="number"
          label={words('duration')}
          value={slide.duration}
          sx={{ width: 110 }}
          onChange={(e) => setSlide({ ...slide, duration: Number(e.target.value) })}
          slotProps={{ htmlInput: { 'data-testid': 'slide-duration', min: 1 } }}
        />
        <TextField
          size="small"
          type="color"
          label={words('bgColor')}
          value={slide.bgColor}
          sx={{ width: 110 }}
          onChange={(e) => setSlide({ ...slide, bgColor: e.target.value })}
          slotProps={{ htmlInput: { 'data-testid': 'slide-bgcolor' } }}
        />
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        {MEDIA_TYPES.map((type) => (
          <Button
            key={type}
            size="small"
            variant="outlined"
            data-testid={`add-${type}`}
            onClick={() => setPicking(type)}
          >
            {words(`add.${type}`)}
          </Button>
        ))}
        <Button size="small" variant="outlined" data-testid="add-webpage" onClick={() => setAskingUrl(true)}>
          {words('add.webpage')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          data-testid="add-product"
          onClick={() =>
            add(
              'product',
              String(slide.object.filter((o) => o.type === 'product').length + 1),
              2 * PRODUCT_SLOT_WIDTH,
            )
          }
        >
          {words('add.product')}
        </Button>
        {picking && (media.data?.length ?? 0) > 0 && (
          <TextField
            select
            size="small"
            label={words(`pick.${picking}`)}
            value=""
            sx={{ width: 220 }}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'media-pick' } as object } }}
            onChange={(e) => {
              add(picking, e.target.value);
              setPicking(null);
            }}
          >
            {media.data!.map((m) => (
              <MenuItem key={m.id} value={String(m.id)} data-testid="media-pick-option">
                {m.id} · {m.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
      <WebpageDialog
        open={askingUrl}
        onClose={() => setAskingUrl(false)}
        onAdd={(url) => {
          setAskingUrl(false);
          add('webpage', url);
        }}
      />
      <TemplateCanvas
        slide={slide}
        width={width}
        height={height}
        selected={selected}
        onSelect={setSelected}
        onChange={setObject}
      />
      {object && (
        <Stack direction="row" spacing={1} sx={{ mt: 2 }} alignItems="center" data-testid="object-properties">
          <TextField
            size="small"
            label={words('object.id')}
            value={object.id}
            sx={{ width: 200 }}
            onChange={(e) => setObject(selected!, { ...object, id: e.target.value })}
            slotProps={{ htmlInput: { 'data-testid': 'object-id' } }}
          />
          {(['left', 'top', 'width', 'height'] as const).map(numberInput)}
          {object.type === 'product' && (
            <FormControlLabel
              label={words('object.autoSize')}
              control={
                <Checkbox
                  checked={object.autoSize === true}
                  onChange={(e) => setObject(selected!, { ...object, autoSize: e.target.checked })}
                />
              }
            />
          )}
        </Stack>
      )}
    </>
  );
}
