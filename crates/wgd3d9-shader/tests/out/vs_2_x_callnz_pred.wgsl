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
    var r2_: vec4<f32> = vec4<f32>();

    let _e4 = imm.vs;
    let _e13 = consts[(_e4 + 0u)];
    let _e22 = consts[(_e4 + 1u)];
    let _e31 = consts[(_e4 + 2u)];
    let _e40 = consts[(_e4 + 3u)];
    let _e50 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ > vec4<f32>(0f, 1f, 0f, 0f).xxxx));
    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e13))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e22))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e31))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e40))), vec4<bool>(false, false, false, true));
    r0_ = in1_;
    r1_ = vec4<f32>(0f, 1f, 0f, 0f).xxxx;
    r2_ = _e50;
    if (_e50.yyyy.x != 0f) {
        let _e62 = r1_;
        let _e66 = consts[(_e4 + 5u)];
        r1_ = (_e62 + bitcast<vec4<f32>>(_e66));
    }
    let _e69 = r2_;
    if !((_e69.zzzz.x != 0f)) {
        let _e74 = r1_;
        let _e78 = consts[(_e4 + 6u)];
        r1_ = (_e74 + bitcast<vec4<f32>>(_e78));
    }
    let _e81 = r1_;
    let _e83 = o0_;
    let _e87 = consts[(_e4 + 256u)];
    let _e92 = consts[(_e4 + 257u)];
    return Output(select(_e83, ((_e83 * bitcast<vec4<f32>>(_e92)) + (bitcast<vec4<f32>>(_e87) * _e83.wwww)), vec4<bool>(true, true, true, false)), saturate(_e81));
}
