// What a form needs of the media library: the control of a picture (or video) field and the
// picker of library files. The app's routes lend the media feature's own (ImageUrlInput,
// MediaPickerDialog), so that no feature imports another.

import type { ComponentType } from 'preact';
import type { MediaAccept, MediaKind, MediaVariant } from '@/types/media';
import type { ControlProps } from './field';

/** What a picture field's control gets: the text input's props, and a way to set the value. */
export interface MediaInputProps extends ControlProps {
  name: string;
  value: string;
  placeholder?: string;
  /** What the field's picker offers: images only unless told. */
  accept?: MediaAccept;
  onInput: (event: Event) => void;
  /** Sets the value as typing it would (a pick from the library). */
  onValueChange: (value: string) => void;
}

export type MediaInput = ComponentType<MediaInputProps>;

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
