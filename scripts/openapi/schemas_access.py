"""Descriptions and examples for the project, role and permission schemas."""

from story import *  # noqa: F401,F403 (shared example values)
from texts import *  # noqa: F401,F403 (shared enum sentences)

W = "lmai.proto.webserver.v2."
M = "lmai.proto.model_fine_tuning.v1."

SCHEMAS = {}

# ---------------------------------------------------------------- Resource Permission

SCHEMAS[W + "CanViewerDoRequest"] = dict(
    d="Body of a Can Viewer Do call: a resource and the actions to check for the caller.",
    p={
        "resourceName": "Resource the checks apply to, written as a resource name such as `projects/prj_7f3a9c2e41`.",
        "actions": "Permission names to test for the caller on that resource, such as `project.write`.",
    },
    ex={"resourceName": RESOURCE_NAME, "actions": ["project.read", "project.write", "project.manage_members"]},
)

SCHEMAS[W + "CanViewerDoResponse"] = dict(
    d="Answer to Can Viewer Do: a yes-or-no verdict for each action that was asked about.",
    p={"canDoActions": "One verdict per requested action, in request order."},
    ex={
        "canDoActions": [
            {"action": "project.read", "canDoAction": True},
            {"action": "project.write", "canDoAction": True},
            {"action": "project.manage_members", "canDoAction": False},
        ]
    },
)

SCHEMAS[W + "CanDoActionCheck"] = dict(
    d="The verdict for one action in a Can Viewer Do answer.",
    p={
        "action": "The permission name that was checked.",
        "canDoAction": "`true` if the caller holds that permission on the resource, `false` if not.",
    },
    ex={"action": "project.write", "canDoAction": True},
)

SCHEMAS[W + "GetRoleRequest"] = dict(
    d="Body of a Get Role call: the numeric id of the role to read.",
    p={"id": "Numeric identifier of the role to read."},
    ex={"id": USER_ROLE_ID},
)

SCHEMAS[W + "GetRoleResponse"] = dict(
    d="Answer to Get Role: the role's names, type, users and the roles it was granted to.",
    p={"role": "The requested role with the people it stands for."},
    ex={"role": c(ROLE)},
)

SCHEMAS[W + "Role"] = dict(
    d="A principal that permissions are granted to. A role stands for one person, for an organization, or for a group within a project; project membership and resource permissions are both expressed with role ids.",
    p={
        "id": "Numeric identifier of the role, used in member and permission calls.",
        "name": "Machine name of the role, unique on the platform.",
        "displayName": "Human-readable label of the role, such as a person's name.",
        "roleType": "What kind of principal the role is. " + ROLE_TYPE,
        "roleUsers": "The people the role stands for: one for a user role, possibly many for organization and project roles.",
        "grantedToRoleIds": "Ids of the roles this role has been granted to, for example the project administrator role a user role belongs to.",
    },
    ex=c(ROLE),
)

SCHEMAS[W + "RoleUser"] = dict(
    d="A person attached to a role.",
    p={
        "id": "Identifier of the user, prefixed `usr_`.",
        "name": "The user's display name.",
        "email": "The user's email address, when you are allowed to see it.",
        "profileImageUrl": "Address of the user's avatar image, when one is set.",
    },
    ex=c(ROLE_USER),
)

SCHEMAS[W + "ListApplicablePermissionsRequest"] = dict(
    d="Body of a List Applicable Permissions call: the resource, plus an optional text filter.",
    p={
        "resourceName": "Resource whose possible permissions you want to know, such as `projects/prj_7f3a9c2e41`.",
        "filters": "Narrows the permission list by text.",
    },
    ex={"resourceName": RESOURCE_NAME},
)

SCHEMAS[W + "ListApplicablePermissionsRequestFilters"] = dict(
    d="Filters for List Applicable Permissions.",
    p={"query": "Text to look for in permission names and display names."},
    ex={"query": "project"},
)

SCHEMAS[W + "ListApplicablePermissionsResponse"] = dict(
    d="Answer to List Applicable Permissions: the catalogue of permissions that make sense on the resource.",
    p={"permissions": "Every permission that can be granted on the resource."},
    ex={"permissions": [c(PERMISSION_READ), c(PERMISSION_WRITE), c(PERMISSION_MEMBERS)]},
)

SCHEMAS[W + "Permission"] = dict(
    d="Something a role may be allowed to do on a resource.",
    p={
        "name": "Machine name of the permission, as used in `actions` and `permissionName`.",
        "displayName": "Short human-readable label of the permission.",
        "description": "Sentence saying what the permission lets a role do.",
    },
    ex=c(PERMISSION_WRITE),
)

SCHEMAS[W + "ListAssignableRolesRequest"] = dict(
    d="Body of a List Assignable Roles call: the resource to grant access to, plus optional filters on the candidate roles.",
    p={
        "resourceName": "Resource you want to grant access to, such as `projects/prj_7f3a9c2e41`.",
        "filters": "Narrows the assignable roles by text or role type.",
    },
    ex={"resourceName": RESOURCE_NAME, "filters": {"query": "ravi", "roleType": "ROLE_TYPE_USER"}},
)

SCHEMAS[W + "ListAssignableRolesRequestFilters"] = dict(
    d="Filters for List Assignable Roles; the conditions you set are combined.",
    p={
        "query": "Text to look for in role names and in the names and emails of their users.",
        "roleType": "Only return roles of this kind. " + ROLE_TYPE,
    },
    ex={"query": "ravi", "roleType": "ROLE_TYPE_USER"},
)

SCHEMAS[W + "ListAssignableRolesResponse"] = dict(
    d="Answer to List Assignable Roles: the roles that could receive a permission on the resource.",
    p={"roles": "Roles that may be given permissions on the resource."},
    ex={"roles": [c(TEAMMATE_ROLE)]},
)

SCHEMAS[W + "ListResourceRolePermissionsRequest"] = dict(
    d="Body of a List Resource Role Permissions call: the resource whose grants to list.",
    p={"resourceName": "Resource whose current grants you want to see, such as `projects/prj_7f3a9c2e41`."},
    ex={"resourceName": RESOURCE_NAME},
)

SCHEMAS[W + "ListResourceRolePermissionsResponse"] = dict(
    d="Answer to List Resource Role Permissions: every role-and-permission grant currently in force on the resource.",
    p={"rolePermissions": "Every grant on the resource, one entry per role and permission pair."},
    ex={
        "rolePermissions": [
            {"role": c(PROJECT_ADMIN_ROLE), "permission": c(PERMISSION_MEMBERS)},
            {"role": c(ROLE), "permission": c(PERMISSION_WRITE)},
        ]
    },
)

SCHEMAS[W + "RolePermission"] = dict(
    d="One grant: a role holding a permission on a resource.",
    p={
        "role": "The role that holds the grant.",
        "permission": "The permission granted to that role.",
    },
    ex={"role": c(ROLE), "permission": c(PERMISSION_WRITE)},
)

SCHEMAS[W + "AddResourceRolePermissionRequest"] = dict(
    d="Body of an Add Resource Role Permission call: a resource, the roles to grant to and the permission to grant.",
    p={
        "resourceName": "Resource on which the permission is granted.",
        "roleIds": "Roles that receive the permission; find candidates with List Assignable Roles.",
        "permissionName": "Permission to grant, as listed by List Applicable Permissions.",
    },
    ex={"resourceName": RESOURCE_NAME, "roleIds": [TEAMMATE_ROLE_ID], "permissionName": "project.write"},
)

SCHEMAS[W + "AddResourceRolePermissionResponse"] = dict(
    d="Answer to Add Resource Role Permission: whether the grant was recorded.",
    p={"success": "`true` when every listed role now holds the permission on the resource."},
    ex={"success": True},
)

SCHEMAS[W + "ChangeResourceRolePermissionRequest"] = dict(
    d="Body of a Change Resource Role Permission call: swap one permission of one role for another.",
    p={
        "resourceName": "Resource on which the grant is changed.",
        "roleId": "Role whose grant is changed.",
        "permissionName": "Permission the role holds today and gives up.",
        "newPermissionName": "Permission the role holds afterwards.",
    },
    ex={
        "resourceName": RESOURCE_NAME,
        "roleId": TEAMMATE_ROLE_ID,
        "permissionName": "project.write",
        "newPermissionName": "project.read",
    },
)

SCHEMAS[W + "ChangeResourceRolePermissionResponse"] = dict(
    d="Answer to Change Resource Role Permission: whether the swap of permissions was recorded.",
    p={"success": "`true` when the old permission has been replaced by the new one for the role."},
    ex={"success": True},
)

SCHEMAS[W + "RemoveResourceRolePermissionRequest"] = dict(
    d="Body of a Remove Resource Role Permission call: a resource, the roles concerned and the permission they lose.",
    p={
        "resourceName": "Resource on which the permission is withdrawn.",
        "roleIds": "Roles that lose the permission.",
        "permissionName": "Permission to withdraw from those roles.",
    },
    ex={"resourceName": RESOURCE_NAME, "roleIds": [TEAMMATE_ROLE_ID], "permissionName": "project.read"},
)

SCHEMAS[W + "RemoveResourceRolePermissionResponse"] = dict(
    d="Answer to Remove Resource Role Permission: whether the permission was withdrawn.",
    p={"success": "`true` when none of the listed roles holds the permission on the resource any more."},
    ex={"success": True},
)

# ---------------------------------------------------------------- Project

SCHEMAS[W + "CreateProjectRequest"] = dict(
    d="Body of a Create Project call: the new project's name, an optional description and an optional owning organization.",
    p={
        "name": "Name of the new project, such as the application it evaluates.",
        "description": "What the new project is for.",
        "organizationId": "Organization that will own the new project. When left out, the project belongs to you personally.",
    },
    ex={"name": PROJECT["name"], "description": PROJECT["description"]},
)

SCHEMAS[W + "CreateProjectResponse"] = dict(
    d="Answer to Create Project: the stored project record with its new id.",
    p={"project": "The project just created, with you as its administrator."},
    ex={"project": dict(c(PROJECT), updatedAt=PROJECT["createdAt"])},
)

SCHEMAS[M + "Project"] = dict(
    d="A workspace that holds datasets, experiments, evaluation runs and members, and that scopes who may see and change them.",
    p={
        "id": "Unique identifier of the project, prefixed `prj_`. Set by the server.",
        "createdAt": "When the project was created, as an " + RFC3339 + ". Set by the server.",
        "updatedAt": "When the project's details last changed, as an " + RFC3339 + ". Set by the server.",
        "deletedAt": "When the project was deleted, as an " + RFC3339 + "; absent for live projects. Set by the server.",
        "creatorId": "User who created the project. Set by the server.",
        "name": "Display name of the project.",
        "description": "What the project is for.",
        "organizationId": "Organization that owns the project; absent for personal projects.",
        "organizationName": "Display name of the owning organization, copied here for convenience. Set by the server.",
    },
    ro=["id", "createdAt", "updatedAt", "deletedAt", "creatorId", "organizationName"],
    ex=c(PROJECT),
)

SCHEMAS[W + "GetProjectRequest"] = dict(
    d="Body of a Get Project call: the id of the project to read.",
    p={"id": "Identifier of the project to read, prefixed `prj_`."},
    ex={"id": PROJECT_ID},
)

SCHEMAS[W + "GetProjectResponse"] = dict(
    d="Answer to Get Project: the project record.",
    p={"project": "The project whose id was asked for, with its name, description and owner."},
    ex={"project": c(PROJECT)},
)

SCHEMAS[W + "GetProjectSummaryRequest"] = dict(
    d="Body of a Get Project Summary call: the project and the time window to summarise.",
    p={
        "id": "Project to summarise.",
        "startTime": "Start of the summary window, as an " + RFC3339 + "; runs created from this moment on are counted.",
        "endTime": "End of the summary window, as an " + RFC3339 + ". Defaults to now.",
    },
    ex={"id": PROJECT_ID, "startTime": "2026-11-01T00:00:00Z", "endTime": "2026-11-08T00:00:00Z"},
)

_SUMMARY = {
    "evaluationRunSummaries": [
        {
            "metricAggregate": c(AGGREGATES[0]),
            "statisticalMetrics": {"min": 0.81, "max": 0.93, "median": 0.87, "stddev": 0.04},
            "results": [
                {"timestamp": "2026-11-02T16:05:00Z", "aggregateScore": 0.81},
                {"timestamp": "2026-11-03T14:20:45Z", "aggregateScore": 0.87},
                {"timestamp": "2026-11-05T10:12:30Z", "aggregateScore": 0.93},
            ],
        }
    ]
}

SCHEMAS[W + "GetProjectSummaryResponse"] = dict(
    d="Answer to Get Project Summary: score statistics and trends per metric for the requested window.",
    p={"projectSummary": "Per-metric score trends of the project's evaluation runs within the window."},
    ex={"projectSummary": c(_SUMMARY)},
)

SCHEMAS[W + "ProjectSummary"] = dict(
    d="How a project's evaluation scores developed over a time window, one entry per metric.",
    p={"evaluationRunSummaries": "One summary per metric that appeared in the window's runs."},
    ex=c(_SUMMARY),
)

SCHEMAS[W + "ProjectEvaluationRunMetricSummary"] = dict(
    d="One metric's scores across the evaluation runs of a project in a time window.",
    p={
        "metricAggregate": "The metric and its overall score across all runs in the window.",
        "statisticalMetrics": "Descriptive statistics of the run scores keyed by statistic name, such as `min`, `max`, `median` or `stddev`; score values lie between 0 and 1.",
        "results": "The metric's aggregate score for each run in the window, in time order, for drawing a trend line.",
    },
    ex=c(_SUMMARY["evaluationRunSummaries"][0]),
)

SCHEMAS[W + "ProjectEvaluationRunMetricSummary.StatisticalMetricsEntry"] = dict(
    d="One entry of the `statisticalMetrics` map, written as a key and a value. The map itself is sent as a JSON object.",
    p={
        "key": "Name of the statistic, such as `median`.",
        "value": "Value of that statistic over the window's run scores.",
    },
    ex={"key": "median", "value": 0.87},
)

SCHEMAS[W + "EvaluationRunsMetricSummaryAggregate"] = dict(
    d="One point of a metric's trend: a run's time and its aggregate score.",
    p={
        "timestamp": "When the run behind this trend point was created, as an " + RFC3339 + ".",
        "aggregateScore": "That run's aggregate score for the metric, from 0 to 1 for averaged metrics.",
    },
    ex={"timestamp": "2026-11-03T14:20:45Z", "aggregateScore": 0.87},
)

SCHEMAS[W + "GetDefaultProjectRequest"] = dict(
    d="Body of a Get Default Project call. Send `{}` for your personal default project.",
    p={"organizationId": "Organization whose default project you want instead of your personal one."},
    ex={},
)

SCHEMAS[W + "GetDefaultProjectResponse"] = dict(
    d="Answer to Get Default Project: the fallback project record.",
    p={"project": "The project that calls without a `projectId` fall back to."},
    ex={"project": c(PROJECT)},
)

SCHEMAS[W + "ListProjectsRequest"] = dict(
    d="Body of a List Projects call. Send `{}` to list every project you belong to.",
    p={"filters": "Narrows the project list by text, organization or your rights."},
    ex={"filters": {"query": "support", "canContribute": True}},
)

SCHEMAS[W + "ListProjectsRequestFilters"] = dict(
    d="Filters for List Projects; the conditions you set are combined.",
    p={
        "query": "Text to look for in project names and descriptions.",
        "organizationId": "Only return projects owned by this organization.",
        "canContribute": "When `true`, only return projects in which you may create and change content, which is useful for picking where to save a dataset.",
    },
    ex={"query": "support", "canContribute": True},
)

SCHEMAS[W + "ListProjectsResponse"] = dict(
    d="Answer to List Projects: the matching projects and how many there are.",
    p={
        "projects": "Projects that match the filters.",
        "totalCount": "Number of projects that match the filters.",
    },
    ex={"projects": [c(PROJECT)], "totalCount": 1},
)

SCHEMAS[W + "DeleteProjectRequest"] = dict(
    d="Body of a Delete Project call: the id of the project to remove.",
    p={"id": "Project to delete, together with everything it contains."},
    ex={"id": PROJECT_ID},
)

SCHEMAS[W + "DeleteProjectResponse"] = dict(
    d="Answer to Delete Project: the id of the removed project.",
    p={"id": "Identifier of the project that was deleted, echoed back."},
    ex={"id": PROJECT_ID},
)

SCHEMAS[W + "UpdateProjectMetadataRequest"] = dict(
    d="Body of an Update Project Metadata call. Only the fields you send change.",
    p={
        "id": "Project whose name or description changes.",
        "name": "New display name for the project.",
        "description": "New description for the project; an empty string clears it.",
    },
    ex={"id": PROJECT_ID, "description": "Evaluators, datasets and guardrail thresholds for the customer-support answer bot."},
)

SCHEMAS[W + "UpdateProjectMetadataResponse"] = dict(
    d="Answer to Update Project Metadata: whether the new name or description was saved.",
    p={"success": "`true` when the project's new details have been saved."},
    ex={"success": True},
)

SCHEMAS[W + "AddProjectMembersRequest"] = dict(
    d="Body of an Add Project Members call: the project and the role ids of the people joining it.",
    p={
        "projectId": "Project the people join.",
        "roleIds": "Roles of the people to add, usually user roles found with List Assignable Project Member Roles.",
    },
    ex={"projectId": PROJECT_ID, "roleIds": [TEAMMATE_ROLE_ID]},
)

SCHEMAS[W + "AddProjectMembersResponse"] = dict(
    d="Answer to Add Project Members: whether the new members were recorded.",
    p={"success": "`true` when every listed role is now a member of the project."},
    ex={"success": True},
)

SCHEMAS[W + "RemoveProjectMembersRequest"] = dict(
    d="Body of a Remove Project Members call: the project and the role ids of the members leaving it.",
    p={
        "projectId": "Project the people leave.",
        "roleIds": "Roles of the members to remove.",
    },
    ex={"projectId": PROJECT_ID, "roleIds": [TEAMMATE_ROLE_ID]},
)

SCHEMAS[W + "RemoveProjectMembersResponse"] = dict(
    d="Answer to Remove Project Members: whether the members were removed.",
    p={"success": "`true` when none of the listed roles is a member of the project any more."},
    ex={"success": True},
)

SCHEMAS[W + "ChangeProjectMemberRoleRequest"] = dict(
    d="Body of a Change Project Member Role call: the project, the member's role id and the project role to give them.",
    p={
        "projectId": "Project in which the member's role changes.",
        "roleId": "Role of the member whose project role changes.",
        "projectRole": "Project role the member holds afterwards. " + PROJECT_ROLE,
    },
    ex={"projectId": PROJECT_ID, "roleId": TEAMMATE_ROLE_ID, "projectRole": "PROJECT_ROLE_CONTRIBUTOR"},
)

SCHEMAS[W + "ChangeProjectMemberRoleResponse"] = dict(
    d="Answer to Change Project Member Role: whether the member's new project role was saved.",
    p={"success": "`true` when the member now holds the requested project role."},
    ex={"success": True},
)

SCHEMAS[W + "ListAssignableProjectMemberRolesRequest"] = dict(
    d="Body of a List Assignable Project Member Roles call: the project to add people to and an optional text filter.",
    p={
        "projectId": "Project you want to add people to.",
        "filters": "Narrows the candidates by text.",
    },
    ex={"projectId": PROJECT_ID, "filters": {"query": "ravi"}},
)

SCHEMAS[W + "ListAssignableProjectMemberRolesRequestFilters"] = dict(
    d="Filters for List Assignable Project Member Roles.",
    p={"query": "Text to look for in candidates' names and emails."},
    ex={"query": "ravi"},
)

SCHEMAS[W + "ListAssignableProjectMemberRolesResponse"] = dict(
    d="Answer to List Assignable Project Member Roles: the people and groups that can join the project.",
    p={"roles": "Candidate roles, usually people, that are not yet members and can be added to the project."},
    ex={"roles": [c(TEAMMATE_ROLE)]},
)

SCHEMAS[W + "ListProjectMembersRequest"] = dict(
    d="Body of a List Project Members call: the project, optional filters and page controls.",
    p={
        "projectId": "Project whose members to list.",
        "filters": "Narrows the member list by text or project role.",
        "pageIndex": "Which page of project members to return, counting from 0.",
        "pageSize": "How many project members to return per page, at least 1.",
    },
    ex={"projectId": PROJECT_ID, "pageIndex": 0, "pageSize": 50},
)

SCHEMAS[W + "ListProjectMembersRequestFilters"] = dict(
    d="Filters for List Project Members; the conditions you set are combined.",
    p={
        "query": "Text to look for in members' names and emails.",
        "projectRole": "Only return members holding this project role. " + PROJECT_ROLE,
    },
    ex={"projectRole": "PROJECT_ROLE_ADMIN"},
)

SCHEMAS[W + "ListProjectMembersResponse"] = dict(
    d="Answer to List Project Members: one page of members and the total that match.",
    p={
        "projectMembers": "The requested page of members with their project roles.",
        "totalCount": "Number of members that match the filters across all pages.",
    },
    ex={
        "projectMembers": [
            {"role": c(ROLE), "projectRole": "PROJECT_ROLE_ADMIN"},
            {"role": c(TEAMMATE_ROLE), "projectRole": "PROJECT_ROLE_CONTRIBUTOR"},
        ],
        "totalCount": 2,
    },
)

SCHEMAS[W + "ProjectMember"] = dict(
    d="A member of a project and the role they hold in it.",
    p={
        "role": "The member's role, with the person it stands for.",
        "projectRole": "What the member may do in the project. " + PROJECT_ROLE,
    },
    ex={"role": c(TEAMMATE_ROLE), "projectRole": "PROJECT_ROLE_CONTRIBUTOR"},
)
