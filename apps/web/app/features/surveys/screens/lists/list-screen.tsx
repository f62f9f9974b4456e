import type { TItemCollection } from "@planready/contracts/surveys/responses";
import type { TSection } from "@planready/contracts/surveys/sections";
import { useState, type ReactNode } from "react";
import { ItemList, type TItemSummary } from "../../components/item-list";
import { ScreenLayout } from "../../components/screen-layout";
import type { TScreenProps } from "../screen-props";

/** Where each section's status lives (sections.ts sectionStatusField), without importing zod-laden modules. */
const statusField = {
  prescriptions: "prescriptions_status",
  pharmacies: "pharmacies_status",
  hospitals: "hospitals_status",
  doctors: "doctors_status",
} as const satisfies Record<TSection, string>;

/** What an item editor receives: the item to start from, and what to do with it. */
export type TItemEditorProps<D> = {
  initial: D;
  isNew: boolean;
  /** Queue the item (a whole-item write through the save queue). */
  onSave: (item: D) => void;
  /** Close the editor (Done). */
  onClose: () => void;
  /** Cancel a new item: closes and removes what was already saved of it. */
  onCancelNew: (wasSaved: boolean) => void;
};

/** A stored item back to the body a write sends: the server's own fields are refused by the strict schemas. */
export function toDraft<T extends { id: string; client_rev?: number; survey_content_id?: string }>(item: T) {
  const { client_rev: _rev, survey_content_id: _content, ...draft } = item;
  return draft;
}

export type ListScreenProps<S extends { id: string }, D extends { id: string }> = {
  screenProps: TScreenProps;
  title: string;
  intro: string;
  /** Where items are written: a child collection (saveItem / deleteItem), or other writes (the ACA household). */
  store: { collection: TItemCollection } | { save: (item: D) => void; remove: (id: string) => void };
  /** The section whose status "I don't have any" sets to skipped. */
  section: TSection | null;
  items: readonly S[];
  toDraft: (item: S) => D;
  newDraft: (id: string) => D;
  describe: (item: S) => TItemSummary;
  /** `none`: the "I don't have any" button; left out where an empty list is not an answer. */
  labels: { list: string; empty: string; add: string; none?: string };
  /** The editor of one item (a stable component, e.g. `(editor) => <DrugEditor {...editor} />`; give it editor.key). */
  renderEditor: (editor: TItemEditorProps<D> & { key: string }) => ReactNode;
  /** Content under the list (e.g. household-wide questions). */
  after?: ReactNode;
  /** Extra buttons beside Add (e.g. "Add myself"). */
  quickAdd?: ReactNode;
  onNext?: () => void;
};

/**
 * A list screen: the items added, an editor in place for adding or changing one, and "I don't have any". Every
 * change is an item write through the save queue (saveItem / deleteItem with a client id and a fresh rev).
 */
export function ListScreen<S extends { id: string }, D extends { id: string }>(props: ListScreenProps<S, D>) {
  const { screenProps: p, store, items, labels, renderEditor } = props;
  const [editing, setEditing] = useState<{ draft: D; isNew: boolean } | null>(null);
  const saveItem = (item: D) => ("collection" in store ? p.saveItem(store.collection, item) : store.save(item));
  const removeItem = (id: string) => ("collection" in store ? p.deleteItem(store.collection, id) : store.remove(id));

  const skip = () => {
    if (props.section) p.save({ [statusField[props.section]]: "skipped" }, { immediate: true });
    p.goNext();
  };

  return (
    <ScreenLayout {...p} title={props.title} intro={props.intro} {...(props.onNext ? { onNext: props.onNext } : {})}>
      <ItemList
        label={labels.list}
        items={items}
        describe={props.describe}
        emptyText={labels.empty}
        addLabel={labels.add}
        onAdd={() => setEditing({ draft: props.newDraft(p.newId()), isNew: true })}
        onEdit={(item) => setEditing({ draft: props.toDraft(item), isNew: false })}
        onRemove={(item) => removeItem(item.id)}
        {...(labels.none ? { none: { label: labels.none, onSelect: skip } } : {})}
        quickAdd={props.quickAdd}
        editingId={editing?.draft.id ?? null}
        editingNew={editing?.isNew ?? false}
        editor={
          editing
            ? renderEditor({
                key: editing.draft.id,
                initial: editing.draft,
                isNew: editing.isNew,
                onSave: saveItem,
                onClose: () => setEditing(null),
                onCancelNew: (wasSaved) => {
                  if (wasSaved) removeItem(editing.draft.id);
                  setEditing(null);
                },
              })
            : null
        }
      />
      {props.after}
    </ScreenLayout>
  );
}
