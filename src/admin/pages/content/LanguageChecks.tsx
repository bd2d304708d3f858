/** A checkbox per language of the site; `value` the languages ticked, in the order ticked. */
export function LanguageChecks(props: {
  legend: string;
  languages: readonly string[];
  value: readonly string[];
  onChange: (value: string[]) => void;
}) {
  return (
    <fieldset className="admin-checks">
      <legend>{props.legend}</legend>
      {props.languages.map((id) => (
        <label key={id} className="admin-check">
          <input
            type="checkbox"
            checked={props.value.includes(id)}
            onChange={(e) =>
              props.onChange(e.target.checked ? [...props.value, id] : props.value.filter((x) => x !== id))
            }
          />
          {id}
        </label>
      ))}
    </fieldset>
  );
}
