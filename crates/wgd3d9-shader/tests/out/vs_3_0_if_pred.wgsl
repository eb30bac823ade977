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
    var r1_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();

    let _e4 = imm.vs;
    let _e13 = consts[(_e4 + 0u)];
    let _e22 = consts[(_e4 + 1u)];
    let _e31 = consts[(_e4 + 2u)];
    let _e40 = consts[(_e4 + 3u)];
    let _e49 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ >= vec4<f32>(0.5f, 0f, 0f, 1f).xxxx));
    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e13))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e22))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e31))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e40))), vec4<bool>(false, false, false, true));
    r1_ = _e49;
    if (_e49.xxxx.x != 0f) {
        let _e59 = v1_;
        let _e60 = r1_;
        r0_ = _e59;
        if !((_e60.wwww.x != 0f)) {
            let _e67 = r0_;
            r0_ = select(_e67, vec4<f32>(0.5f, 0f, 0f, 1f).wwww, vec4<bool>(false, false, false, true));
        }
    } else {
        let _e69 = v1_;
        r0_ = (_e69 * vec4<f32>(0.5f, 0f, 0f, 1f).xxxx);
    }
    let _e72 = r0_;
    let _e73 = o0_;
    let _e77 = consts[(_e4 + 256u)];
    let _e82 = consts[(_e4 + 257u)];
    return Output(select(_e73, ((_e73 * bitcast<vec4<f32>>(_e82)) + (bitcast<vec4<f32>>(_e77) * _e73.wwww)), vec4<bool>(true, true, true, false)), _e72);
}
