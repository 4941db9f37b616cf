// The layout of one slide drawn at half scale (doc 3 §9): objects placed by dragging and resized by their corner
// handle (pointer events), selected by a click; a product object shows its slots (2 x floor(width / 180)).
import { Box } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useRef, type PointerEvent } from 'react';
import {
  EDITOR_SCALE,
  OBJECT_COLORS,
  productSlots,
  type ShowObject,
  type Slide,
} from '../../domain/signageTemplate';

export function TemplateCanvas({
  slide,
  width,
  height,
  selected,
  onSelect,
  onChange,
}: {
  slide: Slide;
  width: number;
  height: number;
  selected: number | null;
  onSelect: (index: number | null) => void;
  onChange: (index: number, object: ShowObject) => void;
}) {
  const translate = useTranslate();
  const drag = useRef<{
    index: number;
    mode: 'move' | 'resize';
    x: number;
    y: number;
    start: ShowObject;
  } | null>(null);
  const begin = (event: PointerEvent, index: number, mode: 'move' | 'resize') => {
    event.stopPropagation();
    (event.currentTarget as Element).setPointerCapture?.(event.pointerId);
    onSelect(index);
    drag.current = { index, mode, x: event.clientX, y: event.clientY, start: slide.object[index] };
  };
  const move = (event: PointerEvent) => {
    const d = drag.current;
    if (!d) return;
    const dx = Math.round((event.clientX - d.x) / EDITOR_SCALE);
    const dy = Math.round((event.clientY - d.y) / EDITOR_SCALE);
    const s = d.start;
    onChange(
      d.index,
      d.mode === 'move'
        ? {
            ...s,
            left: Math.min(Math.max(0, s.left + dx), width - s.width),
            top: Math.min(Math.max(0, s.top + dy), Math.max(0, height - s.height)),
          }
        : {
            ...s,
            width: Math.max(10, Math.min(width - s.left, s.width + dx)),
            height: Math.max(10, Math.min(height - s.top, s.height + dy)),
          },
    );
  };
  const end = () => {
    drag.current = null;
  };
  return (
    <Box
      data-testid="template-canvas"
      onPointerDown={() => onSelect(null)}
      onPointerMove={move}
      onPointerUp={end}
      sx={{
        position: 'relative',
        width: width * EDITOR_SCALE,
        height: height * EDITOR_SCALE,
        bgcolor: slide.bgColor,
        outline: '1px solid #999',
        overflow: 'hidden',
        touchAction: 'none',
        userSelect: 'none',
      }}
    >
      {slide.object.map((object, index) => (
        <Box
          key={index}
          data-testid="template-object"
          data-type={object.type}
          data-id={object.id}
          data-left={object.left}
          data-top={object.top}
          data-width={object.width}
          data-selected={selected === index}
          onPointerDown={(e) => begin(e, index, 'move')}
          sx={{
            position: 'absolute',
            left: object.left * EDITOR_SCALE,
            top: object.top * EDITOR_SCALE,
            width: object.width * EDITOR_SCALE,
            height: object.height * EDITOR_SCALE,
            bgcolor: `${OBJECT_COLORS[object.type]}99`,
            border: selected === index ? '2px solid #fff' : '1px solid #000',
            boxSizing: 'border-box',
            cursor: 'move',
            fontSize: 11,
            color: '#000',
            p: '2px',
            overflow: 'hidden',
          }}
        >
          {translate(`app.plus.editor.type.${object.type}`, { _: object.type })} {object.id}
          {object.type === 'product' && (
            <Box
              component="span"
              data-testid="template-product-slots"
              data-slots={productSlots(object.width)}
              sx={{ display: 'block' }}
            >
              {translate('app.plus.editor.slots', { count: productSlots(object.width) })}
            </Box>
          )}
          <Box
            data-testid="template-object-resize"
            onPointerDown={(e) => begin(e, index, 'resize')}
            sx={{
              position: 'absolute',
              right: 0,
              bottom: 0,
              width: 10,
              height: 10,
              bgcolor: '#fff',
              cursor: 'nwse-resize',
            }}
          />
        </Box>
      ))}
    </Box>
  );
}
