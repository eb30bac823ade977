struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();

    let _e4 = imm.vs;
    let _e13 = consts[(_e4 + 0u)];
    let _e22 = consts[(_e4 + 1u)];
    let _e31 = consts[(_e4 + 2u)];
    let _e40 = consts[(_e4 + 3u)];
    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e13))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e22))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e31))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e40))), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 0f, 0f, 1f);
    if true {
        let _e52 = v1_;
        let _e56 = consts[(_e4 + 5u)];
        let _e63 = r1_;
        let _e64 = select(_e63, vec4(dot(_e52.xyz, bitcast<vec4<f32>>(_e56).xyz)), vec4<bool>(true, false, false, false));
        let _e69 = consts[(_e4 + 6u)];
        r1_ = _e64;
        r0_ = (_e64.xxxx * bitcast<vec4<f32>>(_e69));
        if false {
            let _e73 = r0_;
            let _e77 = consts[(_e4 + 7u)];
            r0_ = (_e73 + bitcast<vec4<f32>>(_e77));
        }
    }
    let _e80 = r0_;
    let _e82 = o0_;
    let _e86 = consts[(_e4 + 256u)];
    let _e91 = consts[(_e4 + 257u)];
    return Output(select(_e82, ((_e82 * bitcast<vec4<f32>>(_e91)) + (bitcast<vec4<f32>>(_e86) * _e82.wwww)), vec4<bool>(true, true, true, false)), saturate(_e80));
}
