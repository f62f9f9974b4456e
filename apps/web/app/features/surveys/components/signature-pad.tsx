import { useEffect, useId, useRef, useState, type PointerEvent } from "react";
import { hasEnoughInk, SIGNATURE_BOX, signaturePath, toBoxPoint, type TPoint } from "./signature-path";

export type TSignaturePadWords = { placeholder: string; drawn: string; empty: string; clear: string };

export type SignaturePadProps = {
  label: string;
  hint?: string;
  error?: string | null | undefined;
  /** The drawing as SVG path data (null when cleared or too little to be a signature). */
  onChange: (path: string | null) => void;
  /** The pad's own words (the survey's `consent.signature.*`, or a signed-in page's): it reads no namespace itself. */
  words: TSignaturePadWords;
};

const INK = "#0f172a";

/**
 * Draw a signature with a finger, pen or mouse (pointer events on a canvas; the page does not scroll while
 * drawing), with Clear. Strokes are kept in the fixed signature box, so resizing or rotating the phone redraws
 * them, and leave as compact SVG path data. People who cannot draw sign with their typed name (the screen's
 * typed-name field); this area says so.
 */
export function SignaturePad({ label, hint, error, onChange, words }: SignaturePadProps) {
  const id = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const strokes = useRef<TPoint[][]>([]);
  const drawing = useRef<number | null>(null);
  const [inked, setInked] = useState(false);
  const [marked, setMarked] = useState(false);

  const redraw = () => paint(canvasRef.current, strokes.current);

  // Resizing or rotating the phone clears a canvas: draw the strokes again at the new size.
  useEffect(() => {
    const canvas = canvasRef.current;
    paint(canvas, strokes.current);
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(() => paint(canvas, strokes.current));
    if (canvas) observer?.observe(canvas);
    return () => observer?.disconnect();
  }, []);

  const pointAt = (event: PointerEvent<HTMLCanvasElement> | globalThis.PointerEvent) => {
    const rect = canvasRef.current?.getBoundingClientRect() ?? { left: 0, top: 0, width: 1, height: 1 };
    return toBoxPoint({ x: event.clientX - rect.left, y: event.clientY - rect.top }, rect);
  };

  const report = () => {
    const enough = hasEnoughInk(strokes.current);
    setInked(enough);
    onChange(enough ? signaturePath(strokes.current) : null);
  };

  function onPointerDown(event: PointerEvent<HTMLCanvasElement>) {
    if (drawing.current !== null || (event.pointerType === "mouse" && event.button !== 0)) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = event.pointerId;
    strokes.current.push([pointAt(event)]);
    setMarked(true);
    redraw();
  }

  function onPointerMove(event: PointerEvent<HTMLCanvasElement>) {
    if (drawing.current !== event.pointerId) return;
    const stroke = strokes.current.at(-1);
    if (!stroke) return;
    const events = event.nativeEvent.getCoalescedEvents?.() ?? [event.nativeEvent];
    const from = stroke.at(-1) as TPoint;
    const added = (events.length ? events : [event.nativeEvent]).map(pointAt);
    stroke.push(...added);
    // Only the new piece is drawn: redrawing everything on each move would lag on a slow phone.
    const context = canvasRef.current?.getContext("2d");
    if (!context) return;
    context.beginPath();
    context.moveTo(from.x, from.y);
    for (const point of added) context.lineTo(point.x, point.y);
    context.stroke();
  }

  function onPointerEnd(event: PointerEvent<HTMLCanvasElement>) {
    if (drawing.current !== event.pointerId) return;
    drawing.current = null;
    report();
  }

  function clear() {
    strokes.current = [];
    drawing.current = null;
    setMarked(false);
    redraw();
    report();
  }

  return (
    <div className="mt-6">
      <p id={`${id}-label`} className="block text-lg font-semibold text-slate-900">
        {label}
      </p>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-base text-slate-700">
          {hint}
        </p>
      ) : null}
      <div className={`relative mt-2 rounded-xl border-2 bg-white ${error ? "border-red-700" : "border-slate-500"}`}>
        <canvas
          ref={canvasRef}
          // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- a drawing surface, named for assistive technology
          role="img"
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-state`}
          className="block aspect-[3/1] w-full cursor-crosshair touch-none rounded-xl select-none"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
        />
        {/* The line to sign on, as on paper. */}
        <div aria-hidden="true" className="pointer-events-none absolute inset-x-6 bottom-[22%] border-b-2 border-slate-300" />
        {inked ? null : (
          <span aria-hidden="true" className="pointer-events-none absolute bottom-[24%] left-6 text-base text-slate-600">
            {words.placeholder}
          </span>
        )}
      </div>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <output id={`${id}-state`} className="text-base text-slate-700">
          {inked ? words.drawn : words.empty}
        </output>
        <button
          type="button"
          onClick={clear}
          disabled={!marked}
          className="inline-flex min-h-12 min-w-24 items-center justify-center rounded-xl border-2 border-[var(--survey-primary)] bg-white px-4 text-lg font-semibold text-[var(--survey-primary)] hover:bg-[var(--survey-light)] disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-[var(--survey-outline)]"
        >
          {words.clear}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-2 flex items-start gap-2 text-base font-medium text-red-700">
          <span aria-hidden="true">⚠</span>
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}

/** Draws the strokes (in signature-box units) on the canvas at its current size and pixel density. */
function paint(canvas: HTMLCanvasElement | null, strokes: readonly (readonly TPoint[])[]) {
  const context = canvas?.getContext("2d");
  if (!canvas || !context) return;
  const ratio = window.devicePixelRatio || 1;
  const { width, height } = canvas.getBoundingClientRect();
  if (canvas.width !== Math.round(width * ratio) || canvas.height !== Math.round(height * ratio)) {
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
  }
  context.setTransform(canvas.width / SIGNATURE_BOX.width, 0, 0, canvas.height / SIGNATURE_BOX.height, 0, 0);
  context.clearRect(0, 0, SIGNATURE_BOX.width, SIGNATURE_BOX.height);
  context.lineWidth = 3;
  context.lineCap = "round";
  context.lineJoin = "round";
  context.strokeStyle = INK;
  for (const stroke of strokes) drawStroke(context, stroke);
}

function drawStroke(context: CanvasRenderingContext2D, stroke: readonly TPoint[]) {
  const [first, ...rest] = stroke;
  if (!first) return;
  context.beginPath();
  context.moveTo(first.x, first.y);
  if (rest.length === 0) context.lineTo(first.x + 0.1, first.y);
  for (const point of rest) context.lineTo(point.x, point.y);
  context.stroke();
}

/** A stored signature (SVG path data in the signature box) drawn back for the signed view. */
export function SignatureImage({ path, label }: { path: string; label: string }) {
  return (
    <svg
      // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- an inline drawing, not an image file
      role="img"
      aria-label={label}
      viewBox={`0 0 ${SIGNATURE_BOX.width} ${SIGNATURE_BOX.height}`}
      className="block aspect-[3/1] w-full max-w-md rounded-xl border-2 border-slate-300 bg-white"
    >
      <path d={path} fill="none" stroke={INK} strokeWidth={3} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
