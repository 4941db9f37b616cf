// The shape of domain/generated/resources.ts: what the generic react-admin views and the data provider
// need to know about a resource. Written by hand; codegen fills it from schemas/ (see schemas/README.md).

export type View = 'list' | 'show' | 'edit' | 'create';

export type Widget =
  | 'text'
  | 'email'
  | 'password'
  | 'number'
  | 'boolean'
  | 'select'
  | 'textarea'
  | 'datetime'
  | 'storeList'
  | 'roleSelect'
  | 'privilegeTree'
  | 'json'
  // registered custom widgets (src/schema-views/registry.ts)
  | 'prInfo'
  | 'mapPosition'
  | 'layoutSelect'
  | 'sessionStore'
  | 'familyCodes'
  | 'memberEmails'
  | 'emailList';

export interface FieldMeta {
  /** property name, also the record key and the i18n key `resources.<resource>.fields.<name>` */
  name: string;
  /** JSON Schema type of the property */
  type: 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array';
  format?: string;
  widget: Widget;
  views: View[];
  /** enum values, for select widgets and chips */
  choices?: Array<string | number>;
  /** choices offered only when editing (x-edit-only) */
  editOnlyChoices?: Array<string | number>;
  readOnly?: boolean;
  /** i18n key of the required/blank message, and where it applies */
  required?: { message: string; on: Array<'create' | 'edit'> };
  /** confirmation input that must equal this field (form only) */
  confirm?: { field: string; message: string };
  /** '~' contains, '==' equals: the field can be filtered in the list */
  filter?: '~' | '==';
  sortable?: boolean;
  default?: unknown;
  /** registered cell renderer (`x-cell`); absent: chosen from the widget */
  cell?: string;
  /** route template (`x-link`): the cell links there, `{field}` filled from the row */
  link?: string;
  /** column width in px (`x-width`) */
  width?: number;
  /** i18n key of the label (`x-label`); absent: `<list.labels>.<name>` */
  label?: string;
  /** registered column set (`x-columns`): the column becomes the columns it names at run time */
  columns?: string;
  /** a run-time column's heading, shown as it is (a column set's, e.g. an alias name) */
  heading?: string;
  /** other names of the field's column in an operator's file (`x-aliases`; product files) */
  aliases?: string[];
}

export interface ListFilter {
  /** a property, or the range parameters startDate / endDate */
  field: string;
  /** '~' contains, '==' equals */
  op: '~' | '==';
  /** registered filter input; absent: a text input (a select for enums) */
  widget?: string;
  /** the row fields a filter of the page's own rows reads (one of them matches); absent: `field` */
  fields?: string[];
}

export interface ApiCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** path relative to the API base, with {param} placeholders named after record fields */
  path: string;
  /** search alternatives: the first call whose path parameters are all given is used */
  or?: ApiCall[];
}

export interface ResourceMeta {
  /** react-admin resource name (`members`) */
  name: string;
  /** schema $id (`account`) */
  entity: string;
  /** key property, or properties for a composite key */
  key: string | string[];
  /** privilege area guarding the resource */
  privilege: string;
  api: Partial<Record<'search' | 'getOne' | 'create' | 'update' | 'delete', ApiCall>>;
  list: {
    columns: string[];
    sort: { field: string; order: 'ASC' | 'DESC' };
    perPage: number;
    perPageOptions: number[];
    filters: ListFilter[];
    /** columns that sort: x-sortable properties and x-list.sortable */
    sortable: string[];
    /** i18n prefix of headings and filter labels */
    labels: string;
    /** rows carry a selection checkbox */
    select: boolean;
    /** registered row actions, toolbar actions and page layout, by name */
    rowActions: string[];
    toolbar: string[];
    layout?: string;
    /** refetch interval in ms */
    refresh?: number;
    /** refetch every `every` ms instead while a row of the page passes the registered row test `while` */
    fastRefresh?: { while: string; every: number };
    /** fields each row carries as `data-<field>` attributes, besides the key */
    rowData?: string[];
    /** registered row style: attributes, class and colours of a row */
    rowStyle?: string;
    /** i18n key of the empty table's text */
    empty: string;
    /** the search body carries `storeList`: the session's store this filter names, else the session's stores */
    storeList?: string;
  };
  /** every field that shows in at least one view, in schema order */
  fields: FieldMeta[];
}
