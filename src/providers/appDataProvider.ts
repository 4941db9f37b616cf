// The console's data provider instance, on the generated resource metadata.
import { resources } from '../../domain/generated/resources';
import { createDataProvider } from './dataProvider';

export const appDataProvider = createDataProvider(resources);
