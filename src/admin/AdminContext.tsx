import { createContext, useContext } from 'react';
import type { AdminStores } from './AdminStores';

export const AdminContext = createContext<AdminStores | null>(null);

export function useAdmin(): AdminStores {
  const stores = useContext(AdminContext);
  if (!stores) throw new Error('useAdmin outside AdminContext');
  return stores;
}
