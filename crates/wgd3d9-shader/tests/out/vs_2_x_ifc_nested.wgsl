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

    let _e4 = imm.vs;
    let _e13 = consts[(_e4 + 0u)];
    let _e22 = consts[(_e4 + 1u)];
    let _e31 = consts[(_e4 + 2u)];
    let _e40 = consts[(_e4 + 3u)];
    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e13))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e22))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e31))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e40))), vec4<bool>(false, false, false, true));
    r0_ = in1_;
    if (in1_.wwww.x <= vec4<f32>(0f, 0.25f, 0.75f, 1f).zzzz.x) {
        let _e56 = r0_;
        if (_e56.xxxx.x != vec4<f32>(0f, 0.25f, 0.75f, 1f).xxxx.x) {
            let _e62 = r0_;
            r0_ = select(_e62, (_e62 * vec4<f32>(0f, 0.25f, 0.75f, 1f).yyyy), vec4<bool>(true, true, true, false));
        } else {
            let _e68 = r0_;
            r0_ = select(_e68, vec4<f32>(0f, 0.25f, 0.75f, 1f).wwww, vec4<bool>(true, true, true, false));
        }
        let _e70 = r0_;
        r0_ = select(_e70, (_e70.wwww + vec4<f32>(0f, 0.25f, 0.75f, 1f).yyyy), vec4<bool>(false, false, false, true));
    }
    let _e75 = r0_;
    if (_e75.wwww.x == vec4<f32>(0f, 0.25f, 0.75f, 1f).wwww.x) {
        let _e82 = r0_;
        r0_ = select(_e82, vec4<f32>(0f, 0.25f, 0.75f, 1f).xxxx, vec4<bool>(true, true, true, false));
    }
    let _e84 = r0_;
    let _e86 = o0_;
    let _e90 = consts[(_e4 + 256u)];
    let _e95 = consts[(_e4 + 257u)];
    return Output(select(_e86, ((_e86 * bitcast<vec4<f32>>(_e95)) + (bitcast<vec4<f32>>(_e90) * _e86.wwww)), vec4<bool>(true, true, true, false)), saturate(_e84));
}
