// What the editor needs of the media library: a picker of library images and the control of an
// image field. The route passes the media feature's own (MediaPickerDialog, ImageUrlInput), so
// this feature imports no other feature.

import type { ComponentType } from 'preact';
import type { ControlProps } from '@/components/ui/field';

/** A library image as the picker hands it over. */
export interface PickedImage {
  url: string;
  alt: string;
}

export type ImagePicker = ComponentType<{
  open: boolean;
  onClose: () => void;
  onPick: (image: PickedImage) => void;
}>;

export interface ImageInputProps extends ControlProps {
  name: string;
  value: string;
  placeholder?: string;
  onInput: (event: Event) => void;
  /** Sets the value as typing it would (a pick from the library). */
  onValueChange: (value: string) => void;
}

export type ImageInput = ComponentType<ImageInputProps>;
