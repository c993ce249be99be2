/** The schema page's data, as its query returns it. */
export type Schema = NonNullable<Queries.SchemaPageQuery["apiSchema"]>;
