struct Constants {
    c: array<vec4<f32>, 34>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();

    let _e10 = textureSample(t0_, s0_, in0_.xy);
    let _e11 = in1_.xyz;
    let _e12 = in1_.xyz;
    let _e14 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e18 = select((_e11 * _e12), _e14, ((_e11 == _e14) | (_e12 == _e14)));
    let _e23 = ((_e18.x + _e18.y) + _e18.z);
    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    r0_ = _e10;
    r1_ = select(vec4<f32>(0f, 0f, 0f, 0f), select((in1_ * vec4(inverseSqrt(_e23))), vec4<f32>(0f, 0f, 0f, 0f), (_e23 == 0f)), vec4<bool>(true, true, true, false));
    r2_ = vec4<f32>(0f, 0f, 0f, 1f);
    if true {
        let _e39 = r1_;
        let _e42 = consts.c[1];
        let _e43 = _e39.xyz;
        let _e44 = _e42.xyz;
        let _e46 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
        let _e50 = select((_e43 * _e44), _e46, ((_e43 == _e46) | (_e44 == _e46)));
        let _e59 = r3_;
        let _e61 = select(_e59, saturate(vec4(((_e50.x + _e50.y) + _e50.z))), vec4<bool>(true, false, false, false));
        let _e62 = _e61.xxxx;
        let _e65 = consts.c[2];
        let _e66 = r2_;
        r3_ = _e61;
        r2_ = select(_e66, (select((_e62 * _e65), vec4<f32>(0f, 0f, 0f, 0f), ((_e62 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e65 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e66), vec4<bool>(true, true, true, false));
    }
    if true {
        let _e76 = consts.c[3];
        let _e77 = v2_;
        let _e81 = r4_;
        let _e82 = select(_e81, (_e76 + -(_e77)), vec4<bool>(true, true, true, false));
        let _e83 = _e82.xyz;
        let _e84 = _e82.xyz;
        let _e86 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
        let _e90 = select((_e83 * _e84), _e86, ((_e83 == _e86) | (_e84 == _e86)));
        let _e95 = ((_e90.x + _e90.y) + _e90.z);
        let _e102 = r5_;
        let _e103 = select(_e102, select((_e82 * vec4(inverseSqrt(_e95))), vec4<f32>(0f, 0f, 0f, 0f), (_e95 == 0f)), vec4<bool>(true, true, true, false));
        let _e104 = r1_;
        let _e105 = _e104.xyz;
        let _e106 = _e103.xyz;
        let _e108 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
        let _e112 = select((_e105 * _e106), _e108, ((_e105 == _e108) | (_e106 == _e108)));
        let _e120 = r3_;
        let _e121 = select(_e120, saturate(vec4(((_e112.x + _e112.y) + _e112.z))), vec4<bool>(true, false, false, false));
        let _e122 = _e121.xxxx;
        let _e125 = consts.c[4];
        let _e126 = r2_;
        r4_ = _e82;
        r5_ = _e103;
        r3_ = _e121;
        r2_ = select(_e126, (select((_e122 * _e125), vec4<f32>(0f, 0f, 0f, 0f), ((_e122 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e125 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e126), vec4<bool>(true, true, true, false));
    }
    if false {
        let _e137 = consts.c[5];
        let _e138 = v2_;
        let _e141 = r4_;
        let _e142 = select(_e141, (_e137 + -(_e138)), vec4<bool>(true, true, true, false));
        let _e143 = _e142.xyz;
        let _e144 = _e142.xyz;
        let _e146 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
        let _e150 = select((_e143 * _e144), _e146, ((_e143 == _e146) | (_e144 == _e146)));
        let _e158 = select(_e142, vec4(((_e150.x + _e150.y) + _e150.z)), vec4<bool>(false, false, false, true));
        let _e164 = select(_e158, vec4(inverseSqrt(abs(_e158.wwww.x))), vec4<bool>(false, false, false, true));
        let _e165 = _e164.wwww;
        let _e171 = r5_;
        let _e172 = select(_e171, select((_e164 * _e165), vec4<f32>(0f, 0f, 0f, 0f), ((_e164 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e165 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
        let _e173 = r1_;
        let _e174 = _e173.xyz;
        let _e175 = _e172.xyz;
        let _e177 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
        let _e181 = select((_e174 * _e175), _e177, ((_e174 == _e177) | (_e175 == _e177)));
        let _e189 = r3_;
        let _e190 = select(_e189, saturate(vec4(((_e181.x + _e181.y) + _e181.z))), vec4<bool>(true, false, false, false));
        let _e191 = _e190.xxxx;
        let _e192 = _e164.wwww;
        let _e198 = select(_e190, select((_e191 * _e192), vec4<f32>(0f, 0f, 0f, 0f), ((_e191 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e192 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, false, false, false));
        let _e199 = _e198.xxxx;
        let _e202 = consts.c[6];
        let _e203 = r2_;
        r4_ = _e164;
        r5_ = _e172;
        r3_ = _e198;
        r2_ = select(_e203, (select((_e199 * _e202), vec4<f32>(0f, 0f, 0f, 0f), ((_e199 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e202 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e203), vec4<bool>(true, true, true, false));
    }
    let _e211 = r0_;
    let _e212 = r2_;
    return Output(select(_e211, select((_e211 * _e212), vec4<f32>(0f, 0f, 0f, 0f), ((_e211 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e212 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false)));
}
