/** Site-wide statements shown in the footer of every page (docs/PRODUCT-RULES.md#content-and-compliance). */
export const statements = {
  landAcknowledgement:
    "Our office stands on the traditional territory of many nations, including the Mississaugas of the Credit, the Anishnabeg, the Chippewa, the Haudenosaunee and the Wendat peoples, and is now home to many diverse First Nations, Inuit and Métis peoples. Toronto is covered by Treaty 13 with the Mississaugas of the Credit.",
  disclaimer:
    "The information on this website is general information, not legal advice. Reading it, or contacting us through it, does not create a lawyer-client relationship. Please do not send confidential information until we have confirmed that we can act for you.",
  privacy:
    "Messages you send through this site are stored securely, used only to answer you, and deleted on a fixed schedule. We use no advertising trackers.",
  inclusivity:
    "We welcome clients of every background, identity, ability and faith. Tell us how we can make our services easier for you to use, and we will do our best to accommodate you.",
} as const;
