struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(8) out2_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();

    let _e4 = imm.vs;
    let _e13 = consts[(_e4 + 0u)];
    let _e22 = consts[(_e4 + 1u)];
    let _e31 = consts[(_e4 + 2u)];
    let _e40 = consts[(_e4 + 3u)];
    let _e49 = consts[(_e4 + 4u)];
    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    o2_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e13))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e22))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e31))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e40))), vec4<bool>(false, false, false, true));
    r0_ = bitcast<vec4<f32>>(_e49);
    if true {
        let _e58 = v1_;
        let _e62 = consts[(_e4 + 6u)];
        let _e70 = r1_;
        let _e71 = select(_e70, saturate(vec4(dot(_e58.xyz, bitcast<vec4<f32>>(_e62).xyz))), vec4<bool>(true, false, false, false));
        let _e76 = consts[(_e4 + 7u)];
        let _e78 = r0_;
        r1_ = _e71;
        r0_ = ((_e71.xxxx * bitcast<vec4<f32>>(_e76)) + _e78);
    }
    if !(false) {
        let _e83 = r0_;
        let _e87 = consts[(_e4 + 8u)];
        r0_ = (_e83 + bitcast<vec4<f32>>(_e87));
    }
    if false {
        let _e90 = v2_;
        let _e94 = consts[(_e4 + 5u)];
        o1_ = (_e90 * bitcast<vec4<f32>>(_e94));
    } else {
        let _e98 = v2_;
        o1_ = _e98;
    }
    let _e99 = r0_;
    let _e100 = o0_;
    let _e104 = consts[(_e4 + 256u)];
    let _e109 = consts[(_e4 + 257u)];
    let _e117 = o1_;
    return Output(select(_e100, ((_e100 * bitcast<vec4<f32>>(_e109)) + (bitcast<vec4<f32>>(_e104) * _e100.wwww)), vec4<bool>(true, true, true, false)), _e117, _e99);
}
