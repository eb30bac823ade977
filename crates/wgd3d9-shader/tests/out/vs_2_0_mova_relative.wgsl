struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(8) out2_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    o2_ = vec4<f32>(1f, 1f, 1f, 1f);
    let _e26 = consts.c[0];
    let _e30 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e26)), vec4<bool>(true, false, false, false));
    o0_ = _e30;
    let _e33 = consts.c[1];
    let _e37 = select(_e30, vec4(dot(in0_, _e33)), vec4<bool>(false, true, false, false));
    o0_ = _e37;
    let _e40 = consts.c[2];
    let _e44 = select(_e37, vec4(dot(in0_, _e40)), vec4<bool>(false, false, true, false));
    o0_ = _e44;
    let _e47 = consts.c[3];
    let _e51 = select(_e44, vec4(dot(in0_, _e47)), vec4<bool>(false, false, false, true));
    o0_ = _e51;
    let _e55 = select(vec4<f32>(0f, 0f, 0f, 0f), (in1_.zzzz * vec4<f32>(2f, 0f, 0f, 0f).xxxx), vec4<bool>(true, false, false, false));
    r0_ = _e55;
    let _e56 = _e55.xxxx;
    let _e63 = select(vec4<f32>(0f, 0f, 0f, 0f), (floor((abs(_e56) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e56)), vec4<bool>(true, false, false, false));
    r3_ = _e63;
    let _e68 = (i32(_e63.x) + 16i);
    let _e70 = consts.c[_e68];
    let _e73 = select(_e70, vec4<f32>(2f, 0f, 0f, 0f), (_e68 == 4i));
    r1_ = _e73;
    let _e78 = (i32(_e63.x) + 17i);
    let _e80 = consts.c[_e78];
    let _e82 = select(_e80, vec4<f32>(2f, 0f, 0f, 0f), (_e78 == 4i));
    r2_ = _e82;
    let _e86 = select(vec4<f32>(0f, 0f, 0f, 0f), ((in1_ * _e73) + _e82), vec4<bool>(true, true, false, false));
    o1_ = _e86;
    let _e91 = (i32(_e63.x) + 32i);
    let _e93 = consts.c[_e91];
    let _e95 = select(_e93, vec4<f32>(2f, 0f, 0f, 0f), (_e91 == 4i));
    o2_ = _e95;
    let _e96 = saturate(_e95);
    o2_ = _e96;
    let _e99 = consts.c[256];
    let _e102 = consts.c[257];
    let _e108 = select(_e51, ((_e51 * _e102) + (_e99 * _e51.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e108;
    return Output(_e108, _e86, _e96);
}
