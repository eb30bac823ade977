struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(9) out2_: vec4<f32>,
    @location(0) out3_: vec4<f32>,
    @location(1) out4_: vec4<f32>,
    @location(2) out5_: vec4<f32>,
    @location(3) out6_: vec4<f32>,
    @location(4) out7_: vec4<f32>,
    @location(5) out8_: vec4<f32>,
    @location(6) out9_: vec4<f32>,
    @location(7) out10_: vec4<f32>,
    @location(10) out11_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec3<f32>, @location(1) in1_: f32, @location(3) in3_: vec3<f32>) -> Output {
    let _e4 = imm.vs;
    let _e17 = vec4<f32>(in0_.x, in0_.y, in0_.z, 1f);
    let _e19 = vec4<f32>(in1_, 0f, 0f, 1f);
    let _e24 = vec4<f32>(in3_.x, in3_.y, in3_.z, 1f);
    let _e29 = select(vec4<f32>(1f, 1f, 1f, 1f), (vec4<f32>(1f, 1f, 1f, 1f) + -(_e19.xxxx)), vec4<bool>(true, false, false, false));
    let _e33 = consts[(_e4 + 123u)];
    let _e34 = bitcast<vec4<f32>>(_e33);
    let _e41 = consts[(_e4 + 124u)];
    let _e42 = bitcast<vec4<f32>>(_e41);
    let _e50 = consts[(_e4 + 125u)];
    let _e51 = bitcast<vec4<f32>>(_e50);
    let _e59 = consts[(_e4 + 126u)];
    let _e85 = select(vec4<f32>(0f, 0f, 0f, 0f), (select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e24.xyz, _e34.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e24.xyz, _e42.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e24.xyz, _e51.xyz)), vec4<bool>(false, false, true, false)) * _e19.xxxx), vec4<bool>(true, true, true, false));
    let _e89 = consts[(_e4 + 127u)];
    let _e90 = bitcast<vec4<f32>>(_e89);
    let _e97 = consts[(_e4 + 128u)];
    let _e98 = bitcast<vec4<f32>>(_e97);
    let _e105 = consts[(_e4 + 129u)];
    let _e106 = bitcast<vec4<f32>>(_e105);
    let _e113 = consts[(_e4 + 130u)];
    let _e135 = ((select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e17, _e90)), vec4<bool>(true, false, false, false)), vec4(dot(_e17, _e98)), vec4<bool>(false, true, false, false)), vec4(dot(_e17, _e106)), vec4<bool>(false, false, true, false)), vec4(dot(_e17, bitcast<vec4<f32>>(_e113))), vec4<bool>(false, false, false, true)) * _e29.xxxx) + (select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e17, _e34)), vec4<bool>(true, false, false, false)), vec4(dot(_e17, _e42)), vec4<bool>(false, true, false, false)), vec4(dot(_e17, _e51)), vec4<bool>(false, false, true, false)), vec4(dot(_e17, bitcast<vec4<f32>>(_e59))), vec4<bool>(false, false, false, true)) * _e19.xxxx));
    let _e143 = consts[(_e4 + 21u)];
    let _e151 = consts[(_e4 + 22u)];
    let _e159 = consts[(_e4 + 23u)];
    let _e167 = consts[(_e4 + 24u)];
    let _e171 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e135, bitcast<vec4<f32>>(_e143))), vec4<bool>(true, false, false, false)), vec4(dot(_e135, bitcast<vec4<f32>>(_e151))), vec4<bool>(false, true, false, false)), vec4(dot(_e135, bitcast<vec4<f32>>(_e159))), vec4<bool>(false, false, true, false)), vec4(dot(_e135, bitcast<vec4<f32>>(_e167))), vec4<bool>(false, false, false, true));
    let _e173 = -(_e135);
    let _e178 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e173.xyz, _e173.xyz)), vec4<bool>(true, false, false, false));
    let _e181 = select(_e178, select(vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f), _e178, (_e178 >= vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f))), vec4<bool>(true, false, false, false));
    let _e193 = consts[(_e4 + 26u)];
    let _e194 = bitcast<vec4<f32>>(_e193);
    let _e196 = select(vec4<f32>(0f, 0f, 0f, 0f), _e194.xxxx, vec4<bool>(true, false, false, false));
    let _e197 = _e196.xxxx;
    let _e198 = _e194.yyyy;
    let _e202 = select(_e196, select(_e198, _e197, (_e197 >= _e198)), vec4<bool>(true, false, false, false)).xxxx;
    let _e203 = _e194.zzzz;
    let _e210 = consts[(_e4 + 6u)];
    let _e215 = consts[(_e4 + 7u)];
    return Output(select(_e171, ((_e171 * bitcast<vec4<f32>>(_e215)) + (bitcast<vec4<f32>>(_e210) * _e171.wwww)), vec4<bool>(true, true, true, false)), vec4<f32>(1f, 1f, 1f, 1f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f));
}
