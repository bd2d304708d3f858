import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { StoreProvider } from '../../../src/app/StoreContext';
import type { RootStore } from '../../../src/stores/RootStore';
import { readCatalogueSync } from '../../../server/config/locales';

const en = readCatalogueSync('en_US');

export function testI18n() {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en_US',
    resources: { en_US: { translation: en } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

export function renderWithStores(ui: ReactElement, root: RootStore, path = '/') {
  return render(
    <I18nextProvider i18n={testI18n()}>
      <StoreProvider root={root}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </StoreProvider>
    </I18nextProvider>,
  );
}
