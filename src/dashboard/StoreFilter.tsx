// The dashboard's store multi-select (doc 1 §2.4: 250 px wide, list 400 px high): the console's store picker
// (src/stores/picker), which searches the session's stores on the server and renders only the rows in view, so a
// chain of thousands of stores opens it as fast as seven. Nothing chosen: every store of the session.
import { useTranslate } from 'ra-core';
import { StoreAutocomplete } from '../stores/picker/StoreAutocomplete';

/** of the input; each option is `store-filter-option` with data-store-code */
const TEST_ID = 'store-filter';

export function StoreFilter(props: { value: string[]; onChange: (codes: string[]) => void }) {
  const translate = useTranslate();
  return (
    <StoreAutocomplete
      multiple
      value={props.value}
      onChange={props.onChange}
      label={translate('app.dashboard.storeFilter')}
      placeholder={translate('app.dashboard.allStores')}
      testId={TEST_ID}
      width={250}
      listHeight={400}
    />
  );
}
