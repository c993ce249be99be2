/**
 * Nothing the story still uses is archived. What archiving does is not published (whether the
 * dataset can still be read or listed), so an example archives only a dataset that no job's
 * configuration and no run of the story refers to.
 */
import type { Shown } from "../collect";
import { STORY, type StoryObject } from "../registry";

type Story = Readonly<Record<string, StoryObject>>;

/** The story objects that refer to a dataset, as a run's source or in a job's configuration. */
export function usersOf(datasetId: string, story: Story = STORY): string[] {
  return Object.entries(story)
    .filter(([, entry]) =>
      [...Object.values(entry.config ?? {}), entry.facts["sourceDatasetId"]].some((value) => value === datasetId),
    )
    .map(([id]) => id);
}

export function archiveProblems(shown: Shown, story: Story = STORY): string[] {
  if (shown.operation !== "archive-dataset" || !shown.isRequest) return [];
  const id = (shown.value as { id?: unknown } | null)?.id;
  if (typeof id !== "string") return [];
  const users = usersOf(id, story);
  return users.length > 0 ? [`${shown.where}: archives ${id}, which ${users.join(", ")} still use`] : [];
}
