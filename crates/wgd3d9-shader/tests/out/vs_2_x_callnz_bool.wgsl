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
    r0_ = vec4<f32>(0f, 1f, 0f, 0f).xxxx;
    if true {
        let _e53 = v1_;
        let _e57 = consts[(_e4 + 5u)];
        let _e63 = r0_;
        let _e65 = select(_e63, vec4(dot(_e53.xyz, bitcast<vec4<f32>>(_e57).xyz)), vec4<bool>(true, false, false, false)).xxxx;
        let _e66 = vec4<f32>(0f, 1f, 0f, 0f).xxxx;
        r0_ = select(_e66, _e65, (_e65 >= _e66));
    }
    let _e69 = r0_;
    let _e76 = r1_;
    let _e77 = select(_e76, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e69.xxxx > vec4<f32>(0f, 1f, 0f, 0f).xxxx)), vec4<bool>(true, false, false, false));
    r1_ = _e77;
    if (_e77.xxxx.x != 0f) {
        let _e82 = r0_;
        let _e86 = consts[(_e4 + 6u)];
        r0_ = (_e82 * bitcast<vec4<f32>>(_e86));
    }
    let _e89 = r0_;
    let _e91 = o0_;
    let _e95 = consts[(_e4 + 256u)];
    let _e100 = consts[(_e4 + 257u)];
    return Output(select(_e91, ((_e91 * bitcast<vec4<f32>>(_e100)) + (bitcast<vec4<f32>>(_e95) * _e91.wwww)), vec4<bool>(true, true, true, false)), saturate(_e89));
}
