// Tag status display of doc 1 §4, shared by every tag screen: OK green; NG, its variants, MISSING, REQ_ONLY and
// REQ_ONLY2 red; WIP blue with animated dots; UPDATE blue; DEASSIGN grey. The site rules decide the label of
// MISSING (croma: NG1). Colours come from src/status/statusColors.ts.
import { Box, Chip, keyframes } from '@mui/material';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { siteRules } from '../../domain/siteRules';
import { TAG_GROUP_COLORS } from '../status/statusColors';

export const TAG_STATUSES = [
  'OK',
  'NG',
  'NG1',
  'NG2',
  'NG3',
  'WIP',
  'UPDATE',
  'DEASSIGN',
  'MISSING',
  'REQ_ONLY',
  'REQ_ONLY2',
] as const;

const NG_LIKE = ['NG', 'NG1', 'NG2', 'NG3', 'MISSING', 'REQ_ONLY', 'REQ_ONLY2'];
const DEASSIGN_GREY = '#757575';

export function tagStatusColor(status: string): string {
  if (status === 'OK') return TAG_GROUP_COLORS.success;
  if (status === 'WIP' || status === 'UPDATE') return TAG_GROUP_COLORS.inprogress;
  if (NG_LIKE.includes(status)) return TAG_GROUP_COLORS.error;
  return DEASSIGN_GREY;
}

/** The text shown for a status on this site (MISSING is NG1 on croma). */
export function tagStatusLabel(status: string, missingLabel: string): string {
  return status === 'MISSING' ? missingLabel : status;
}

const blink = keyframes`0%, 20% { opacity: 0.2 } 50% { opacity: 1 } 100% { opacity: 0.2 }`;

/** Three dots blinking one after another: work in progress. */
function Dots() {
  return (
    <Box component="span" aria-hidden data-testid="wip-dots" sx={{ ml: 0.25, display: 'inline-flex' }}>
      {[0, 1, 2].map((i) => (
        <Box
          key={i}
          component="span"
          sx={{
            animation: `${blink} 1.4s infinite both`,
            animationDelay: `${i * 0.2}s`,
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        >
          .
        </Box>
      ))}
    </Box>
  );
}

export function TagStatusChip({ status }: { status: string | null | undefined }) {
  const { permissions } = useAppPermissions();
  if (!status) return null;
  const label = tagStatusLabel(status, siteRules(permissions?.systemConfig).missingTagLabel);
  return (
    <Chip
      size="small"
      data-status={status}
      className={`tag-status tag-status-${status.toLowerCase()}`}
      label={
        <>
          {label}
          {status === 'WIP' && <Dots />}
        </>
      }
      sx={{ bgcolor: tagStatusColor(status), color: '#fff', fontWeight: 600, minWidth: 56 }}
    />
  );
}
