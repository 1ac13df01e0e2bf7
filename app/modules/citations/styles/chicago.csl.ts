// A compact CSL style for Chicago (17th edition, author-date) journal-article references, written
// for this platform.
export const CHICAGO_STYLE = `<?xml version="1.0" encoding="utf-8"?>
<style xmlns="http://purl.org/net/xbiblio/csl" class="in-text" version="1.0" default-locale="en-US">
  <info>
    <title>Chicago 17th edition author-date (platform)</title>
    <id>platform-chicago</id>
    <updated>2026-11-22T00:00:00+00:00</updated>
  </info>
  <macro name="author">
    <names variable="author">
      <name name-as-sort-order="first" and="text" delimiter-precedes-last="always" initialize="false" et-al-min="11" et-al-use-first="7"/>
      <substitute><text variable="title"/></substitute>
    </names>
  </macro>
  <citation>
    <layout prefix="(" suffix=")" delimiter="; ">
      <group delimiter=" ">
        <names variable="author"><name form="short" et-al-min="4" et-al-use-first="1"/></names>
        <date variable="issued"><date-part name="year"/></date>
      </group>
    </layout>
  </citation>
  <bibliography hanging-indent="true">
    <layout>
      <group delimiter=". " suffix=".">
        <text macro="author"/>
        <choose>
          <if variable="issued"><date variable="issued"><date-part name="year"/></date></if>
          <else><text term="no date" form="short"/></else>
        </choose>
        <text variable="title" quotes="true" text-case="title"/>
      </group>
      <group delimiter=" " prefix=" ">
        <text variable="container-title" font-style="italic"/>
        <group delimiter=" ">
          <text variable="volume"/>
          <text variable="issue" prefix="(" suffix=")"/>
        </group>
      </group>
      <text variable="page" prefix=": "/>
      <text value="."/>
      <choose>
        <if variable="DOI"><text variable="DOI" prefix=" https://doi.org/" suffix="."/></if>
        <else-if variable="URL"><text variable="URL" prefix=" " suffix="."/></else-if>
      </choose>
    </layout>
  </bibliography>
</style>`;
