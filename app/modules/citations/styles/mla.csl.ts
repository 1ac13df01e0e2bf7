// A compact CSL style for MLA (9th edition) journal-article references, written for this platform.
export const MLA_STYLE = `<?xml version="1.0" encoding="utf-8"?>
<style xmlns="http://purl.org/net/xbiblio/csl" class="in-text" version="1.0" default-locale="en-US">
  <info>
    <title>MLA 9th edition (platform)</title>
    <id>platform-mla</id>
    <updated>2026-11-22T00:00:00+00:00</updated>
  </info>
  <macro name="author">
    <names variable="author">
      <name name-as-sort-order="first" and="text" delimiter-precedes-last="always" delimiter-precedes-et-al="always" initialize="false" et-al-min="3" et-al-use-first="1"/>
      <substitute><text variable="title"/></substitute>
    </names>
  </macro>
  <citation>
    <layout prefix="(" suffix=")" delimiter="; ">
      <names variable="author"><name form="short" et-al-min="3" et-al-use-first="1"/></names>
    </layout>
  </citation>
  <bibliography hanging-indent="true">
    <layout>
      <group delimiter=". " suffix=".">
        <text macro="author"/>
        <text variable="title" quotes="true" text-case="title"/>
      </group>
      <group delimiter=", " prefix=" " suffix=".">
        <text variable="container-title" font-style="italic"/>
        <group delimiter=" "><text term="volume" form="short"/><text variable="volume"/></group>
        <group delimiter=" "><text term="issue" form="short"/><text variable="issue"/></group>
        <choose>
          <if variable="issued"><date variable="issued"><date-part name="year"/></date></if>
          <else><text term="no date" form="short"/></else>
        </choose>
        <group delimiter=" "><label variable="page" form="short"/><text variable="page"/></group>
        <choose>
          <if variable="DOI"><text variable="DOI" prefix="https://doi.org/"/></if>
          <else><text variable="URL"/></else>
        </choose>
      </group>
    </layout>
  </bibliography>
</style>`;
