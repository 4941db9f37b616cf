// Whether a panel is drawn in the dashboard's off-screen warm-up before login (warmUp.tsx).
import { createContext, useContext } from 'react';

/** true inside the off-screen warm-up: panels leave out their test ids */
export const WarmUpContext = createContext(false);
export const useWarmingUp = (): boolean => useContext(WarmUpContext);
