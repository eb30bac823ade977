struct Immediates {
    indices: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(0) out2_: vec4<f32>,
    @location(24) @interpolate(flat) constant_index: u32,
}

var<immediate> imm: Immediates;
@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;

@vertex 
fn main(@builtin(instance_index) instance_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();

    let _e3 = imm.indices;
    let _e9 = select((_e3 - 1u), instance_index, (_e3 == 0u));
    let _e13 = (_e9 & 4095u);
    let _e22 = consts[(_e13 + 0u)];
    let _e30 = consts[(_e13 + 1u)];
    let _e39 = consts[(_e13 + 2u)];
    let _e48 = consts[(_e13 + 3u)];
    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e22))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e30))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e39))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e48))), vec4<bool>(false, false, false, true));
    if true {
        let _e60 = v1_;
        let _e64 = consts[(_e13 + 4u)];
        let _e71 = r0_;
        let _e72 = select(_e71, vec4(dot(_e60.xyz, bitcast<vec4<f32>>(_e64).xyz)), vec4<bool>(true, false, false, false));
        let _e73 = _e72.xxxx;
        let _e77 = consts[(_e13 + 5u)];
        let _e79 = bitcast<vec4<f32>>(_e77).xxxx;
        let _e82 = select(_e72, select(_e79, _e73, (_e73 >= _e79)), vec4<bool>(true, false, false, false));
        let _e87 = consts[(_e13 + 6u)];
        r0_ = _e82;
        o1_ = (_e82.xxxx * bitcast<vec4<f32>>(_e87));
    } else {
        let _e93 = consts[(_e13 + 7u)];
        o1_ = bitcast<vec4<f32>>(_e93);
    }
    if false {
        let _e96 = v2_;
        let _e100 = consts[(_e13 + 8u)];
        let _e104 = o2_;
        o2_ = select(_e104, (_e96 * bitcast<vec4<f32>>(_e100)), vec4<bool>(true, true, false, false));
    } else {
        let _e107 = v2_;
        let _e108 = o2_;
        o2_ = select(_e108, _e107, vec4<bool>(true, true, false, false));
    }
    let _e110 = o1_;
    let _e112 = o0_;
    let _e116 = consts[(_e13 + 256u)];
    let _e121 = consts[(_e13 + 257u)];
    let _e129 = o2_;
    return Output(select(_e112, ((_e112 * bitcast<vec4<f32>>(_e121)) + (bitcast<vec4<f32>>(_e116) * _e112.wwww)), vec4<bool>(true, true, true, false)), saturate(_e110), _e129, (_e9 >> 12u));
}
