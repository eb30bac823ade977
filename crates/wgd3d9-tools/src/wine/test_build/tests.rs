use super::*;

#[test]
fn finds_start_test_names() {
    let src = "static void f(void) {}\nSTART_TEST(visual)\n{\n}\n  START_TEST( device )\n// START_TEST(no\n";
    assert_eq!(start_tests(src), ["visual", "device"]);
}

#[test]
fn testlist_registers_every_subtest() {
    let text = testlist_c(&["device".into(), "visual".into()]);
    assert!(text.contains("extern void func_device(void);"));
    assert!(text.contains("{ \"visual\", func_visual },"));
    assert!(text.trim_end().ends_with("{ 0, 0 }\n};"));
}
