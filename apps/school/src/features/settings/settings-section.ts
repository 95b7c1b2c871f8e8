import type { MessageDescriptor } from '@lingui/core';
import type { ComponentType } from 'react';

/** One part of the page: its title and the component that edits it. Each lives in its own file here. */
export interface SettingsSection {
  id: string;
  title: MessageDescriptor;
  Component: ComponentType;
}
