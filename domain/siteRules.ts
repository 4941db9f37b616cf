// Site variants (systemConfig.site: croma, edion, coop, nec) as one module of rules (DESIGN.md §4).
// Pages ask for a rule; they never test the site name themselves.

export type Site = 'croma' | 'edion' | 'coop' | 'nec' | 'default';

const KNOWN: readonly Site[] = ['croma', 'edion', 'coop', 'nec'];

export function siteOf(systemConfig: Record<string, unknown> | undefined | null): Site {
  const site = systemConfig?.site;
  return typeof site === 'string' && (KNOWN as readonly string[]).includes(site) ? (site as Site) : 'default';
}

export interface SiteRules {
  /** i18n key of the product name shown in the app bar and the login page */
  productTitle: string;
  /** tag status shown for MISSING (doc 1 §4: croma shows NG1) */
  missingTagLabel: string;
  /** statuses counted by the NG filter (doc 1 §4: croma adds REQ_ONLY, REQ_ONLY2, MISSING) */
  ngFilterStatuses: string[];
  /** product codes are left-padded with zeros to this length (doc 2 §5: edion, 13); 0 = as typed */
  productCodeLength: number;
  /**
   * what single assign does with the families of a product (doc 2 §5): croma refuses a large ticket
   * whose product has a family; elsewhere the family ticket is offered
   */
  singleAssignFamilies: 'refuseLargeTicket' | 'offerFamilyTicket';
  /** the second-code list adds the coop product master columns, with Italian headings (doc 2 §2) */
  secondCodeCoopColumns: boolean;
}

const DEFAULT_RULES: SiteRules = {
  productTitle: 'app.title',
  missingTagLabel: 'MISSING',
  ngFilterStatuses: ['NG'],
  productCodeLength: 0,
  singleAssignFamilies: 'offerFamilyTicket',
  secondCodeCoopColumns: false,
};

const OVERRIDES: Partial<Record<Site, Partial<SiteRules>>> = {
  croma: {
    missingTagLabel: 'NG1',
    ngFilterStatuses: ['NG', 'REQ_ONLY', 'REQ_ONLY2', 'MISSING'],
    singleAssignFamilies: 'refuseLargeTicket',
  },
  edion: { productCodeLength: 13 },
  coop: { secondCodeCoopColumns: true },
};

/** the values the site setting may take ('' is the default variant) */
export const SITE_VALUES: readonly string[] = ['', ...KNOWN];

export function siteRules(systemConfig: Record<string, unknown> | undefined | null): SiteRules {
  return { ...DEFAULT_RULES, ...OVERRIDES[siteOf(systemConfig)] };
}
