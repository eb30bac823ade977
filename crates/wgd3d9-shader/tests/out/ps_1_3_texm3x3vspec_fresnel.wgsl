struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
var<immediate> imm: Immediates;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;
@group(1) @binding(6) 
var t3_: texture_2d<f32>;
@group(1) @binding(7) 
var s3_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(9) in9_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    let _e19 = textureSample(t0_, s0_, in0_.xy);
    let _e24 = in1_.xyz;
    let _e25 = ((_e19 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e27 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e31 = select((_e24 * _e25), _e27, ((_e24 == _e27) | (_e25 == _e27)));
    let _e42 = in2_.xyz;
    let _e43 = ((_e19 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e45 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e49 = select((_e42 * _e43), _e45, ((_e42 == _e45) | (_e43 == _e45)));
    let _e60 = in3_.xyz;
    let _e61 = ((_e19 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e63 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e67 = select((_e60 * _e61), _e63, ((_e60 == _e63) | (_e61 == _e63)));
    let _e75 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e31.x + _e31.y) + _e31.z)), vec4<bool>(true, false, false, false)), vec4(((_e49.x + _e49.y) + _e49.z)), vec4<bool>(false, true, false, false)), vec4(((_e67.x + _e67.y) + _e67.z)), vec4<bool>(false, false, true, false));
    let _e81 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), in1_.wwww, vec4<bool>(true, false, false, false)), in2_.wwww, vec4<bool>(false, true, false, false)), in3_.wwww, vec4<bool>(false, false, true, false));
    let _e82 = _e75.xyz;
    let _e83 = _e81.xyz;
    let _e85 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e89 = select((_e82 * _e83), _e85, ((_e82 == _e85) | (_e83 == _e85)));
    let _e97 = _e75.xyz;
    let _e98 = _e75.xyz;
    let _e100 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e104 = select((_e97 * _e98), _e100, ((_e97 == _e100) | (_e98 == _e100)));
    let _e111 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e89.x + _e89.y) + _e89.z)), vec4<bool>(true, false, false, false)), vec4(((_e104.x + _e104.y) + _e104.z)), vec4<bool>(false, true, false, false));
    let _e116 = select(_e111, vec4((1f / _e111.y)), vec4<bool>(false, false, true, false));
    let _e117 = _e116.xxxx;
    let _e118 = _e116.zzzz;
    let _e127 = (select(_e116, select((_e117 * _e118), vec4<f32>(0f, 0f, 0f, 0f), ((_e117 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e118 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, false, false, true)).wwww * vec4<f32>(2f, 2f, 2f, 2f));
    let _e136 = textureSample(t3_, s3_, (select((_e75 * _e127), vec4<f32>(0f, 0f, 0f, 0f), ((_e75 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e127 == vec4<f32>(0f, 0f, 0f, 0f)))) + -(_e81)).xy);
    let _e137 = in9_.wwww;
    return Output((select((_e136 * _e137), vec4<f32>(0f, 0f, 0f, 0f), ((_e136 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e137 == vec4<f32>(0f, 0f, 0f, 0f)))) + in8_));
}
