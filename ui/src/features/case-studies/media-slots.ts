// What the case study editor needs of the media library: a picker (for the gallery and the body's
// image button) and the control of an address field (the video). The route passes the media
// feature's own, as it does for the post editor.

import type { ComponentType } from 'preact';
import type { MediaKind, MediaVariant } from '@/types/media';

/** A library file as the picker hands it over, with what its thumbnail needs. */
export interface PickedMedia {
  url: string;
  alt: string;
  kind?: MediaKind;
  poster?: string | null;
  color?: string | null;
  variants?: readonly MediaVariant[];
}

export type MediaPicker = ComponentType<{
  open: boolean;
  onClose: () => void;
  onPick: (item: PickedMedia) => void;
}>;
