// One exception kind of a store as a doughnut of its share (doc 1 §2.5), clickable to show its detail list.
import { Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { Doughnut } from '../dashboard/charts';
import { STATUS_COLORS } from '../status/statusColors';
import { formatNumber } from '../i18n/format';

export function ExceptionDoughnut(props: {
  id: string;
  title: string;
  count: number;
  total: number;
  selected: boolean;
  onSelect: () => void;
}) {
  const percent = props.total > 0 ? Math.round((props.count / props.total) * 1000) / 10 : 0;
  return (
    <Card
      variant={props.selected ? 'elevation' : 'outlined'}
      sx={{
        borderColor: props.selected ? 'primary.main' : undefined,
        outline: props.selected ? 2 : 0,
        outlineColor: 'primary.main',
      }}
      data-testid={`exception-${props.id}`}
    >
      <CardActionArea onClick={props.onSelect} aria-pressed={props.selected}>
        <CardContent>
          <Typography component="h2" variant="subtitle1" fontWeight={600}>
            {props.title}
          </Typography>
          <div style={{ height: 150 }}>
            <Doughnut
              center={`${percent}%`}
              slices={[
                {
                  id: 'kind',
                  label: props.title,
                  value: props.count,
                  color: STATUS_COLORS.OFFLINE.background,
                },
                { id: 'rest', label: '', value: Math.max(props.total - props.count, 0), color: '#cfd8dc' },
              ]}
              legend={false}
            />
          </div>
          <Typography variant="body2" color="text.secondary" data-testid="exception-count">
            {formatNumber(props.count)} / {formatNumber(props.total)}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
