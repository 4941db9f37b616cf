// /exceptions (doc 1 §2.5), tag read: for one of the session's stores, doughnut shares of error, no-product,
// duplicate and low-battery tags and NG gateways, and the detail list of the chosen kind.
import { Box, Card, CardContent, Grid, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { usePageQuery } from '../monitoring/usePageQuery';
import { storeKeys, storeCalls } from '../generated/client';
import { TAG_KINDS, type ExceptionStats, type TagKind } from './api';
import { ExceptionDoughnut } from './ExceptionDoughnut';
import { GatewayExceptionList, TagExceptionList } from './ExceptionList';
import { StoreAutocomplete } from '../stores/picker/StoreAutocomplete';

type Kind = TagKind | 'gateway';
const COUNT: Record<TagKind, keyof ExceptionStats> = {
  error: 'errorTags',
  noproduct: 'noProductTags',
  duplicate: 'duplicateTags',
  lowbattery: 'batteryNgTags',
};

export default function ExceptionsPage() {
  const translate = useTranslate();
  const { permissions } = useAppPermissions();
  const stores = permissions?.store ?? [];
  const [picked, setPicked] = useState<string>();
  const store = picked ?? stores[0];
  const [kind, setKind] = useState<Kind>('error');
  const { data } = usePageQuery({
    queryKey: storeKeys.exceptions({ storeCode: store ?? '' }),
    queryFn: ({ signal }) => storeCalls.exceptions({ storeCode: store! }, { signal }),
    enabled: store !== undefined,
  });
  const title = (k: Kind) => translate(`app.exceptions.kind.${k}`);
  return (
    <Box sx={{ p: 2 }} data-testid="exceptions">
      <Title title={translate('app.menu.exceptions')} />
      <Box sx={{ mb: 2 }}>
        <StoreAutocomplete
          label={translate('app.exceptions.store')}
          value={store ?? ''}
          onChange={(code) => code && setPicked(code)}
          width={320}
          testId="exceptions-store"
        />
      </Box>
      {data && (
        <>
          <Grid container spacing={2} sx={{ mb: 2 }}>
            {TAG_KINDS.map((k) => (
              <Grid key={k} size={{ xs: 12, sm: 6, md: 4, lg: 'grow' }}>
                <ExceptionDoughnut
                  id={k}
                  title={title(k)}
                  count={Number(data[COUNT[k]])}
                  total={data.totalTags}
                  selected={kind === k}
                  onSelect={() => setKind(k)}
                />
              </Grid>
            ))}
            <Grid size={{ xs: 12, sm: 6, md: 4, lg: 'grow' }}>
              <ExceptionDoughnut
                id="gateway"
                title={title('gateway')}
                count={data.ngGWs}
                total={data.totalGWs}
                selected={kind === 'gateway'}
                onSelect={() => setKind('gateway')}
              />
            </Grid>
          </Grid>
          <Card>
            <CardContent>
              <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
                {title(kind)}
              </Typography>
              {kind === 'gateway' ? (
                <GatewayExceptionList store={store} rows={data.ngGWDetail} title={title(kind)} />
              ) : (
                <TagExceptionList
                  key={`${store}-${kind}`}
                  store={data.storeCode}
                  kind={kind}
                  title={title(kind)}
                />
              )}
            </CardContent>
          </Card>
        </>
      )}
    </Box>
  );
}
