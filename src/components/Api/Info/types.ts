/** The API information page's data, as its query returns it. */
export type ApiInfo = NonNullable<Queries.ApiInfoPageQuery["apiInfo"]>;
