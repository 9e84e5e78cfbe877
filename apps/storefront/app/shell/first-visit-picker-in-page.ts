import type { ComponentType } from 'react';
import type { StoreFirstVisitCityPickerProps } from './first-visit-city-picker';

let pickerInPage: ComponentType<StoreFirstVisitCityPickerProps> | undefined;

/**
 * The server renders the first visit's picker in the page (entry.server.tsx hands it over); the
 * browser, which never gets it here, loads its code on a first visit only, so that the pages of
 * every later visit do not carry it.
 */
export function renderFirstVisitPickerWith(component: ComponentType<StoreFirstVisitCityPickerProps>) {
  pickerInPage = component;
}

export const firstVisitPickerInPage = () => pickerInPage;
