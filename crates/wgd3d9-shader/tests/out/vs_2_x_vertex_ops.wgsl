struct Constants {
    c: array<vec4<f32>, 266>,
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
    let _e16 = consts.c[1];
    let _e22 = consts.c[2];
    let _e28 = consts.c[3];
    let _e32 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e10)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e16)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e22)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e28)), vec4<bool>(false, false, false, true));
    let _e34 = consts.c[5];
    let _e41 = consts.c[6];
    let _e49 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e34.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, _e41.xyz)), vec4<bool>(false, true, false, false)), vec4<f32>(0f, 1f, 0.5f, 20f).wwww, vec4<bool>(false, false, true, true));
    let _e64 = vec4<f32>(1f, max(_e49.x, 0f), select(0f, pow(_e49.y, clamp(_e49.w, -128f, 128f)), ((_e49.x > 0f) && (_e49.y > 0f))), 1f);
    let _e65 = abs(in2_);
    let _e66 = _e65.xxxx;
    let _e67 = _e65.yyyy;
    let _e109 = consts.c[7];
    let _e113 = consts.c[8];
    let _e124 = consts.c[256];
    let _e126 = consts.c[257];
    return Output(select(_e32, ((_e32 * _e126) + (_e124 * _e32.wwww)), vec4<bool>(true, true, true, false)), saturate((_e64.yyyy * _e109)), saturate((_e64.zzzz * _e113)), ((((vec4<f32>(1f, (_e66.y * _e67.y), _e66.z, _e67.w) * (select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e65 >= vec4<f32>(0f, 1f, 0.5f, 20f).zzzz)) + -(select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e65 < vec4<f32>(0f, 1f, 0.5f, 20f).zzzz))))) + select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(log2(abs(_e65.x))), vec4<bool>(true, false, false, false)), vec4((1f / _e65.y)), vec4<bool>(false, true, false, false)), vec4(inverseSqrt(abs(_e65.z))), vec4<bool>(false, false, true, false)), fract(_e65.wwww), vec4<bool>(false, false, false, true))) + vec4(exp2(_e65.z)).zzzz) + vec4(log2(abs(_e65.w))).zzzz));
}
