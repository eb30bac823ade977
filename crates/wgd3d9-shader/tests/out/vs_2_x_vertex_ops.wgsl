struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(9) out2_: vec4<f32>,
    @location(0) out3_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e10 = consts.c[0];
    let _e17 = consts.c[1];
    let _e24 = consts.c[2];
    let _e31 = consts.c[3];
    let _e35 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e10)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e17)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e24)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e31)), vec4<bool>(false, false, false, true));
    let _e38 = consts.c[5];
    let _e46 = consts.c[6];
    let _e54 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e38.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, _e46.xyz)), vec4<bool>(false, true, false, false)), vec4<f32>(0f, 1f, 0.5f, 20f).wwww, vec4<bool>(false, false, true, true));
    let _e69 = vec4<f32>(1f, max(_e54.x, 0f), select(0f, pow(_e54.y, clamp(_e54.w, -128f, 128f)), ((_e54.x > 0f) && (_e54.y > 0f))), 1f);
    let _e70 = abs(in2_);
    let _e71 = _e70.xxxx;
    let _e72 = _e70.yyyy;
    let _e120 = consts.c[7];
    let _e125 = consts.c[8];
    let _e137 = consts.c[256];
    let _e140 = consts.c[257];
    return Output(select(_e35, ((_e35 * _e140) + (_e137 * _e35.wwww)), vec4<bool>(true, true, true, false)), saturate((_e69.yyyy * _e120)), saturate((_e69.zzzz * _e125)), ((((vec4<f32>(1f, (_e71.y * _e72.y), _e71.z, _e72.w) * (select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e70 >= vec4<f32>(0f, 1f, 0.5f, 20f).zzzz)) + -(select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e70 < vec4<f32>(0f, 1f, 0.5f, 20f).zzzz))))) + select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(log2(abs(_e70.xxxx.x))), vec4<bool>(true, false, false, false)), vec4((1f / _e70.yyyy.x)), vec4<bool>(false, true, false, false)), vec4(inverseSqrt(abs(_e70.zzzz.x))), vec4<bool>(false, false, true, false)), fract(_e70.wwww), vec4<bool>(false, false, false, true))) + vec4(exp2(_e70.zzzz.x)).zzzz) + vec4(log2(abs(_e70.wwww.x))).zzzz));
}
