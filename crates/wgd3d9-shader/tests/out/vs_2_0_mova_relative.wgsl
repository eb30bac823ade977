struct Constants {
    c: array<vec4<f32>, 257>,
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
    let _e25 = consts.c[0];
    let _e29 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e25)), vec4<bool>(true, false, false, false));
    o0_ = _e29;
    let _e32 = consts.c[1];
    let _e36 = select(_e29, vec4(dot(in0_, _e32)), vec4<bool>(false, true, false, false));
    o0_ = _e36;
    let _e39 = consts.c[2];
    let _e43 = select(_e36, vec4(dot(in0_, _e39)), vec4<bool>(false, false, true, false));
    o0_ = _e43;
    let _e46 = consts.c[3];
    let _e50 = select(_e43, vec4(dot(in0_, _e46)), vec4<bool>(false, false, false, true));
    o0_ = _e50;
    let _e54 = select(vec4<f32>(0f, 0f, 0f, 0f), (in1_.zzzz * vec4<f32>(2f, 0f, 0f, 0f).xxxx), vec4<bool>(true, false, false, false));
    r0_ = _e54;
    let _e55 = _e54.xxxx;
    let _e62 = select(vec4<f32>(0f, 0f, 0f, 0f), (floor((abs(_e55) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e55)), vec4<bool>(true, false, false, false));
    r3_ = _e62;
    let _e67 = (i32(_e62.x) + 16i);
    let _e69 = consts.c[_e67];
    let _e72 = select(_e69, vec4<f32>(2f, 0f, 0f, 0f), (_e67 == 4i));
    r1_ = _e72;
    let _e77 = (i32(_e62.x) + 17i);
    let _e79 = consts.c[_e77];
    let _e81 = select(_e79, vec4<f32>(2f, 0f, 0f, 0f), (_e77 == 4i));
    r2_ = _e81;
    let _e85 = select(vec4<f32>(0f, 0f, 0f, 0f), ((in1_ * _e72) + _e81), vec4<bool>(true, true, false, false));
    o1_ = _e85;
    let _e90 = (i32(_e62.x) + 32i);
    let _e92 = consts.c[_e90];
    let _e94 = select(_e92, vec4<f32>(2f, 0f, 0f, 0f), (_e90 == 4i));
    o2_ = _e94;
    let _e95 = saturate(_e94);
    o2_ = _e95;
    let _e98 = consts.c[256];
    let _e103 = select(_e50, (_e50 + (_e98 * _e50.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e103;
    return Output(_e103, _e85, _e95);
}
