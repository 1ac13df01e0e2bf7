import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { InGroups } from "./in-groups";

const list = (length: number, size?: number) =>
  renderToString(
    <ol>
      <InGroups items={Array.from({ length }, (_, i) => i)} size={size}>
        {(item, index) => <li key={item}>{`${item}:${index}`}</li>}
      </InGroups>
    </ol>,
  );

describe("InGroups", () => {
  it("renders a list of one group as it is", () => {
    expect(list(3)).toBe("<ol><li>0:0</li><li>1:1</li><li>2:2</li></ol>");
    expect(list(40)).not.toContain("<!--");
  });

  it("renders a longer list in order, each group in a boundary of its own", () => {
    expect(list(5, 2)).toBe(
      "<ol><!--$--><li>0:0</li><li>1:1</li><!--/$--><!--$--><li>2:2</li><li>3:3</li><!--/$--><!--$--><li>4:4</li><!--/$--></ol>",
    );
    expect(list(300).match(/<!--\$-->/g)).toHaveLength(8);
  });
});
