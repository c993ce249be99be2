/** The console's sender (api-console/sender.ts) and the state of its request, for rendering. */
import { useEffect, useState } from "react";
import { createSender, type SendState } from "../../../browser/api-console/sender";

export type { SendState } from "../../../browser/api-console/sender";

export function useSender() {
  const [state, setState] = useState<SendState>({ kind: "idle" });
  const [sender] = useState(() => createSender(setState));

  // Leaving the page (or closing the console) abandons a request in flight.
  useEffect(() => () => sender.cancel(), [sender]);

  return { state, ...sender };
}
